"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { deleteJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { useFormAction } from "@/lib/client/form-action";

interface Props {
  user: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product-rules.md §13 confirmation before deleting a user; toasts 'Usuário removido' or the server's reason. */
export function DeleteUserDialog({ user, open, onOpenChange }: Props) {
  const router = useRouter();
  const [, submit, pending] = useFormAction(async () => {
    const result = await deleteJson(`/api/admin/users/${user.id}`);
    if (result.ok) {
      toast.success("Usuário removido");
      onOpenChange(false);
      router.refresh();
    } else {
      toast.error("Erro ao remover usuário", { description: failureMessage(result, `Erro ao deletar usuário: ${result.status}`) });
    }
    return null;
  }, null);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir usuário"
      description={
        <>
          Tem certeza que deseja excluir o usuário <strong className="text-foreground font-semibold break-words">{user.name}</strong>? Esta ação não pode ser
          desfeita.
        </>
      }
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      pending={pending}
      onSubmit={submit(undefined)}
      focusCancel
    >
      <p className="text-muted-foreground text-sm">
        As avaliações e os fluxos não aprovados dele são apagados; os fluxos aprovados continuam no catálogo como “Usuário removido”.
      </p>
    </ConfirmDialog>
  );
}
