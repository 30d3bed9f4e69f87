"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { StarIcon, StarOffIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Button } from "@/components/ui/button";
import { deleteJson, putJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { useFormAction } from "@/lib/client/form-action";
import { toast } from "@/lib/client/toast";

interface Props {
  collection: { id: string; name: string; featured: boolean };
}

const featuredUrl = (id: string) => `/api/admin/collections/${encodeURIComponent(id)}/featured`;

/** 'Destacar' / 'Remover destaque' and 'Excluir' (asked once more) of one collection in the panel. */
export function CollectionRowActions({ collection }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);

  const toggleFeatured = () =>
    startTransition(async () => {
      const result = collection.featured ? await deleteJson(featuredUrl(collection.id)) : await putJson(featuredUrl(collection.id));
      if (!result.ok) {
        const title = collection.featured ? "Erro ao remover o destaque" : "Erro ao destacar a coleção";
        toast.error(title, { description: failureMessage(result, `${title}: ${result.status}`) });
        return;
      }
      toast.success(collection.featured ? "Destaque removido" : "Coleção destacada", {
        description: collection.featured
          ? `“${collection.name}” saiu da página inicial e da biblioteca do n8n.`
          : `“${collection.name}” aparece na página inicial e na biblioteca do n8n enquanto tiver fluxos publicados.`,
      });
      startTransition(() => router.refresh());
    });

  const [, submitDelete, deleting] = useFormAction(async () => {
    const result = await deleteJson(`/api/collections/${encodeURIComponent(collection.id)}`);
    if (result.ok) {
      toast.success("Coleção excluída", { description: `“${collection.name}” não existe mais; os fluxos continuam no catálogo.` });
      setConfirming(false);
      router.refresh();
    } else {
      toast.error("Erro ao excluir a coleção", { description: failureMessage(result, `Erro ao excluir a coleção: ${result.status}`) });
    }
    return null;
  }, null);

  return (
    <div className="flex justify-end gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={toggleFeatured}
        aria-label={`${collection.featured ? "Remover destaque de" : "Destacar"} ${collection.name}`}
        className="whitespace-nowrap"
      >
        {collection.featured ? <StarOffIcon aria-hidden /> : <StarIcon aria-hidden />}
        {collection.featured ? "Remover destaque" : "Destacar"}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button type="button" size="sm" variant="outline" className="text-destructive hover:text-destructive" aria-label={`Excluir ${collection.name}`}>
            <Trash2Icon aria-hidden /> Excluir
          </Button>
        }
        title="Excluir coleção"
        description={
          <>
            Tem certeza que deseja excluir a coleção <strong className="text-foreground font-semibold break-words">{collection.name}</strong>? Esta ação não
            pode ser desfeita.
          </>
        }
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={deleting}
        onSubmit={submitDelete(undefined)}
        focusCancel
      >
        <p className="text-muted-foreground text-sm">Os fluxos continuam no catálogo e o dono perde a coleção. O link público deixa de funcionar.</p>
      </ConfirmDialog>
    </div>
  );
}
