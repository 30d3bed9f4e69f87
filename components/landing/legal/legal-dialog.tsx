"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useOpened } from "@/lib/client/use-opened";
import type { LegalDoc } from "./legal-dialog-content";

// The dialog and the legal text itself load when a visitor reaches a footer link: neither is part of
// the landing page's HTML, payload or first-load JavaScript.
const loadContent = () => import("./legal-dialog-content");
const LegalDialogContent = dynamic(() => loadContent().then((m) => m.LegalDialogContent), { ssr: false });
const preload = () => void loadContent();

type LegalDialogProps = {
  title: string;
  doc: LegalDoc;
};

/** Footer link that opens a legal text in a modal. */
export function LegalDialog({ title, doc }: LegalDialogProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOpened(open);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 rounded-sm text-sm underline-offset-4 transition-colors outline-none hover:underline focus-visible:ring-[3px]"
      >
        {title}
      </button>
      {mounted && <LegalDialogContent title={title} doc={doc} open={open} onOpenChange={setOpen} />}
    </>
  );
}
