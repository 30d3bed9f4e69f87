"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { deleteJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";

interface Props {
  user: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product-rules.md §13 confirmation before deleting a user; toasts 'Usuário removido' or the server's reason. */
export function DeleteUserDialog({ user, open, onOpenChange }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const result = await deleteJson(`/api/admin/users/${user.id}`);
    setPending(false);
    if (result.ok) {
      toast.success("Usuário removido");
      onOpenChange(false);
      router.refresh();
      return;
    }
    toast.error("Erro ao remover usuário", { description: failureMessage(result, `Erro ao deletar usuário: ${result.status}`) });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Excluir usuário</DialogTitle>
          <DialogDescription>
            Tem certeza que deseja excluir o usuário <strong className="text-foreground font-semibold break-words">{user.name}</strong>? Esta
            ação não pode ser desfeita.
          </DialogDescription>
        </DialogHeader>
        <p className="text-muted-foreground text-sm">
          As avaliações e os fluxos não aprovados dele são apagados; os fluxos aprovados continuam no catálogo como “Usuário removido”.
        </p>
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
