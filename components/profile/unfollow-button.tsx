"use client";

import { useTransition } from "react";
import { UserMinusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { deleteJson } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import type { FollowState } from "@/lib/follows/queries";
import { useRemoveFromList } from "./removable-list";

/**
 * "Deixar de seguir" in the profile's 'Seguindo' list: once the server has it, the author leaves the
 * list (RemovableList moves the focus to the next one) and a toast says so.
 */
export function UnfollowButton({ handle, name }: { handle: string; name: string }) {
  const remove = useRemoveFromList();
  const [pending, startTransition] = useTransition();
  const unfollow = () =>
    startTransition(async () => {
      const result = await deleteJson<FollowState>(`/api/authors/${encodeURIComponent(handle)}/follow`);
      if (!result.ok) {
        toast.error(result.network ? "Sem conexão. Tente novamente." : (result.message ?? `Erro ao deixar de seguir: ${result.status}`));
        return;
      }
      toast.success(`Você deixou de seguir ${name}.`);
      remove(handle);
    });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      data-unfollow
      aria-label={`Deixar de seguir ${name}`}
      // A click while it is sent is ignored; never `disabled`, which would drop the focus.
      aria-busy={pending || undefined}
      onClick={pending ? undefined : unfollow}
    >
      <UserMinusIcon aria-hidden />
      Deixar de seguir
    </Button>
  );
}
