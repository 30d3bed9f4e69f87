"use client";

import { useState } from "react";
import { Tabs } from "radix-ui";
import { SheetIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import { ImportBatchTab } from "./import-batch-tab";
import { ImportSingleTab } from "./import-single-tab";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after each successful import, e.g. to refresh the catalogue. */
  onImported?: () => void;
}

const tabClass = cn(
  "text-muted-foreground hover:text-foreground inline-flex flex-1 items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none",
  "focus-visible:ring-ring/50 focus-visible:ring-[3px] data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
);

/** docs/product-rules.md §7 JSON upload dialog: 'Upload Individual' and 'Upload em Lote', plus the Google Sheets stub. */
export function ImportDialog({ open, onOpenChange, onImported }: Props) {
  // Not a request of its own: the tabs report their imports (each in its own transition) so the dialog stays open meanwhile.
  // eslint-disable-next-line no-restricted-syntax
  const [busy, setBusy] = useState(false);

  return (
    // An import under way keeps the dialog open: closing it would drop the per-file results.
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Importar fluxos</DialogTitle>
          <DialogDescription>
            Envie workflows exportados do n8n, Typebot ou Make. Fluxos enviados passam pela análise da equipe antes de aparecer no catálogo.
          </DialogDescription>
        </DialogHeader>
        <Tabs.Root defaultValue="single" className="grid gap-4">
          <Tabs.List aria-label="Tipo de importação" className="bg-muted flex gap-1 rounded-lg p-1">
            <Tabs.Trigger value="single" className={tabClass} disabled={busy}>
              Upload Individual
            </Tabs.Trigger>
            <Tabs.Trigger value="batch" className={tabClass} disabled={busy}>
              Upload em Lote
            </Tabs.Trigger>
          </Tabs.List>
          {/* Both panels stay mounted so switching tabs keeps what was typed or selected. */}
          <Tabs.Content value="single" forceMount className="outline-none data-[state=inactive]:hidden">
            <ImportSingleTab onImported={onImported} onBusyChange={setBusy} />
          </Tabs.Content>
          <Tabs.Content value="batch" forceMount className="outline-none data-[state=inactive]:hidden">
            <ImportBatchTab onImported={onImported} onBusyChange={setBusy} onComplete={() => onOpenChange(false)} />
          </Tabs.Content>
        </Tabs.Root>
        <div className="border-t pt-4">
          <Button type="button" variant="outline" size="sm" onClick={() => toast.info("Funcionalidade em desenvolvimento")} disabled={busy}>
            <SheetIcon aria-hidden /> Importar do Google Sheets
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
