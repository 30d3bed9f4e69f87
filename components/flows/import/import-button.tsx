"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { UPLOAD } from "@/components/ui/app-icons";
import { StaticIcon } from "@/components/ui/static-icon";
import { useOpened } from "@/lib/client/use-opened";

// The dialog (tabs, JSON reading, platform detection, schemas) loads when the button is reached, not with the catalogue.
const loadDialog = () => import("./import-dialog");
const ImportDialog = dynamic(() => loadDialog().then((m) => m.ImportDialog), { ssr: false });
const preload = () => void loadDialog();

/** Opens the JSON upload dialog from the catalogue; imported flows show up after a refresh. */
export function ImportButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const mounted = useOpened(open);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        <StaticIcon icon={UPLOAD} /> Enviar fluxo
      </Button>
      {mounted && <ImportDialog open={open} onOpenChange={setOpen} onImported={() => router.refresh()} />}
    </>
  );
}
