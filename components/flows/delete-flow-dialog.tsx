"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { deleteJson } from "@/lib/client/api";

interface Props {
  flow: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (flowId: string) => void;
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/** Confirmation before deleting a flow (docs/product-rules.md §14), naming it; toasts 'Fluxo removido' or the error. */
export function DeleteFlowDialog({ flow, open, onOpenChange, onDeleted, returnFocusTo }: Props) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const result = await deleteJson<{ message: string }>(`/api/flows/${flow.id}`);
    setPending(false);
    if (result.ok) {
      toast.success("Fluxo removido");
      onOpenChange(false);
      onDeleted?.(flow.id);
      return;
    }
    const message = result.network ? "Erro de conexão. Tente novamente." : (result.message ?? `Erro ao remover fluxo: ${result.status}`);
    toast.error("Erro ao remover fluxo", { description: message });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" className="sm:max-w-md" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Excluir fluxo</DialogTitle>
          <DialogDescription>
            Tem certeza que deseja excluir o fluxo <strong className="text-foreground font-semibold break-words">{flow.name}</strong>? Esta
            ação não pode ser desfeita.
          </DialogDescription>
        </DialogHeader>
        <p className="text-muted-foreground text-sm">Quem já baixou o fluxo continua vendo o nome dele no histórico de downloads.</p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending} autoFocus>
            Cancelar
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? "Excluindo..." : "Excluir"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
