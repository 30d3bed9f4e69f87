"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Button } from "@/components/ui/button";
import { deleteJson } from "@/lib/client/api";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";
import { useFormAction } from "@/lib/client/form-action";
import { toast } from "@/lib/client/toast";
import { PROFILE_COLLECTIONS_PATH } from "@/lib/collections/url";

/** "Excluir coleção", asked once more: the flows stay in the catalogue, the link stops working. */
export function DeleteCollectionDialog({ collection }: { collection: { id: string; name: string; isPublic: boolean } }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [, submit, pending] = useFormAction(async () => {
    const result = await deleteJson(`/api/collections/${encodeURIComponent(collection.id)}`);
    if (result.ok) {
      toast.success("Coleção excluída", { description: `“${collection.name}” não existe mais. Os fluxos continuam no catálogo.` });
      setOpen(false);
      router.push(PROFILE_COLLECTIONS_PATH);
    } else if (!handleSignedOut(result, router)) {
      toast.error("Erro ao excluir a coleção", { description: failureMessage(result, `Erro ao excluir a coleção: ${result.status}`) });
    }
    return null;
  }, null);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden /> Excluir coleção
        </Button>
      }
      title="Excluir coleção"
      description={
        <>
          Tem certeza que deseja excluir a coleção <strong className="text-foreground font-semibold break-words">{collection.name}</strong>? Esta ação não pode
          ser desfeita.
        </>
      }
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      pending={pending}
      onSubmit={submit(undefined)}
      focusCancel
    >
      <p className="text-muted-foreground text-sm">
        Os fluxos continuam no catálogo.{collection.isPublic && " O link da página pública deixa de funcionar para quem o recebeu."}
      </p>
    </ConfirmDialog>
  );
}
