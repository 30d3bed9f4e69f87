"use client";

import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { deleteJson } from "@/lib/client/api";
import { useFormAction } from "@/lib/client/form-action";
import { failureMessage } from "@/lib/client/api-feedback";

interface Props {
  flow: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (flowId: string) => void;
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/** Confirmation before deleting a flow (docs/product-rules.md §14), naming it; toasts 'Fluxo removido' or the error. */
export function DeleteFlowDialog({ flow, open, onOpenChange, onDeleted, returnFocusTo }: Props) {
  const [, submit, pending] = useFormAction(async () => {
    const result = await deleteJson<{ message: string }>(`/api/flows/${flow.id}`);
    if (result.ok) {
      toast.success("Fluxo removido");
      onOpenChange(false);
      onDeleted?.(flow.id);
    } else {
      const message = failureMessage(result, `Erro ao remover fluxo: ${result.status}`);
      toast.error("Erro ao remover fluxo", { description: message });
    }
    return null;
  }, null);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir fluxo"
      description={
        <>
          Tem certeza que deseja excluir o fluxo <strong className="text-foreground font-semibold break-words">{flow.name}</strong>? Esta ação não pode ser
          desfeita.
        </>
      }
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      pending={pending}
      onSubmit={submit(undefined)}
      focusCancel
      returnFocusTo={returnFocusTo}
    >
      <p className="text-muted-foreground text-sm">Quem já baixou o fluxo continua vendo o nome dele no histórico de downloads.</p>
    </ConfirmDialog>
  );
}
