"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { UploadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ImportDialog } from "./import-dialog";

/** Opens the JSON upload dialog from the catalogue; imported flows show up after a refresh. */
export function ImportButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden /> Enviar fluxo
      </Button>
      <ImportDialog open={open} onOpenChange={setOpen} onImported={() => router.refresh()} />
    </>
  );
}
