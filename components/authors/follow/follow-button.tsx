"use client";

import { useEffect, useState, useTransition } from "react";
import { UserCheckIcon, UserPlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { deleteJson, getJson, putJson } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import type { FollowState } from "@/lib/follows/queries";

/**
 * The member's "Seguir" / "Seguindo" (filled in from GET /api/authors/{handle}/follow after hydration,
 * with the exact count). Nothing on the member's own page, nor when the state cannot be read.
 */
export function FollowButton({ handle, name, onCount }: { handle: string; name: string; onCount: (followers: number) => void }) {
  // undefined while loading; null: no button.
  const [state, setState] = useState<FollowState | null | undefined>(undefined);
  const [pending, startTransition] = useTransition();
  const url = `/api/authors/${encodeURIComponent(handle)}/follow`;

  useEffect(() => {
    let live = true;
    void getJson<FollowState>(url).then((result) => {
      if (!live) return;
      setState(result.ok && !result.data.self ? result.data : null);
      if (result.ok) onCount(result.data.followers);
    });
    return () => {
      live = false;
    };
  }, [url, onCount]);

  if (state === null) return null;
  const following = state?.following ?? false;
  const toggle = () =>
    startTransition(async () => {
      const result = following ? await deleteJson<FollowState>(url) : await putJson<FollowState>(url);
      if (!result.ok) {
        toast.error(result.network ? "Sem conexão. Tente novamente." : (result.message ?? `Erro ao seguir o autor: ${result.status}`));
        return;
      }
      setState(result.data);
      onCount(result.data.followers);
      toast.success(result.data.following ? `Você agora segue ${name}.` : `Você deixou de seguir ${name}.`);
    });
  const Icon = following ? UserCheckIcon : UserPlusIcon;
  // While the state loads: the button's room, unseen and unreachable. Never `disabled`: its opacity
  // would fade back afterwards, and be read half-faded by a contrast check (as the save button).
  const loading = state === undefined;
  return (
    <Button
      type="button"
      variant={following ? "secondary" : "default"}
      size="sm"
      // The name says the state, as the text does ('Seguindo' once following; a click then stops it).
      aria-label={`${following ? "Seguindo" : "Seguir"} ${name}`}
      aria-busy={pending || undefined}
      aria-hidden={loading || undefined}
      tabIndex={loading ? -1 : undefined}
      className={loading ? "invisible" : undefined}
      onClick={loading || pending ? undefined : toggle}
    >
      <Icon aria-hidden />
      {following ? "Seguindo" : "Seguir"}
    </Button>
  );
}
