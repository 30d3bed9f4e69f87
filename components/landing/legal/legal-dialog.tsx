"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useOpened } from "@/lib/client/use-opened";

// The dialog's code (Radix, focus trap) loads when a visitor reaches a footer link, not with the page.
const loadContent = () => import("./legal-dialog-content");
const LegalDialogContent = dynamic(() => loadContent().then((m) => m.LegalDialogContent), { ssr: false });
const preload = () => void loadContent();

type LegalDialogProps = {
  title: string;
  updatedAt: string;
  children: React.ReactNode;
};

/** Footer link that opens a legal text in a modal. */
export function LegalDialog({ title, updatedAt, children }: LegalDialogProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOpened(open);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 rounded-sm text-sm underline-offset-4 transition-colors outline-none hover:underline focus-visible:ring-[3px]"
      >
        {title}
      </button>
      {mounted && (
        <LegalDialogContent title={title} updatedAt={updatedAt} open={open} onOpenChange={setOpen} returnFocus={() => trigger.current?.focus()}>
          {children}
        </LegalDialogContent>
      )}
    </>
  );
}
