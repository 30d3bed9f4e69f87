"use client";

import { useCallback, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { postJson, type ApiResult } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";

/** A moderation's answer: `version` when it decided on a new version of an approved flow (docs/product-rules.md §20). */
interface Decided {
  changed: boolean;
  version?: number;
}

/**
 * Approve, reject and change visibility through the admin API; every success refreshes the server
 * rendered lists and figures (`router.refresh()`) and says so in a toast. `busy` holds the flow ids
 * being changed, so their buttons can be disabled.
 */
export function useFlowModeration() {
  const router = useRouter();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [refreshing, startTransition] = useTransition();

  const track = useCallback(async <T>(ids: string[], run: () => Promise<T>): Promise<T> => {
    setBusy((b) => new Set([...b, ...ids]));
    try {
      return await run();
    } finally {
      setBusy((b) => new Set([...b].filter((id) => !ids.includes(id))));
    }
  }, []);

  const refresh = useCallback(() => startTransition(() => router.refresh()), [router]);

  /** `note`: the moderator's note for a flow whose safety report is `high`; a refused note goes back to its dialog. */
  const approve = useCallback(
    async (flow: { id: string; name: string }, note?: string): Promise<ApiResult<unknown>> => {
      const result = await track([flow.id], () => postJson<Decided>(`/api/admin/flows/${flow.id}/approve`, note === undefined ? undefined : { note }));
      if (!result.ok) {
        if (!result.fieldErrors?.note?.[0])
          toast.error("Erro ao aprovar fluxo", { description: failureMessage(result, `Erro ao aprovar fluxo: ${result.status}`) });
        return result;
      }
      const { version, changed } = result.data;
      if (version) toast.success(`Versão ${version} aprovada`, { description: `"${flow.name}" agora entrega a versão ${version}.` });
      else toast.success("Fluxo aprovado", { description: changed ? `"${flow.name}" foi aprovado.` : `"${flow.name}" já estava aprovado.` });
      refresh();
      return result;
    },
    [track, refresh],
  );

  /** The API's answer goes back to the reason dialog, which shows a refused reason under its field; other failures are toasted here. */
  const reject = useCallback(
    async (flow: { id: string; name: string }, reason: string): Promise<ApiResult<unknown>> => {
      const result = await track([flow.id], () => postJson<Decided>(`/api/admin/flows/${flow.id}/reject`, { reason }));
      if (!result.ok) {
        if (!result.fieldErrors?.reason?.[0])
          toast.error("Erro ao rejeitar fluxo", { description: failureMessage(result, `Erro ao rejeitar fluxo: ${result.status}`) });
        return result;
      }
      const { version } = result.data;
      if (version)
        toast.success(`Versão ${version} rejeitada`, { description: `O autor de "${flow.name}" verá o motivo; a versão anterior continua publicada.` });
      else toast.success("Fluxo rejeitado", { description: `O autor de "${flow.name}" verá o motivo.` });
      refresh();
      return result;
    },
    [track, refresh],
  );

  const setVisibility = useCallback(
    async (ids: string[], isPublic: boolean) => {
      const result = await track(ids, () =>
        postJson<{ updated: number; duplicates: { name: string; existing: { name: string } }[] }>("/api/admin/flows/bulk-visibility", { ids, isPublic }),
      );
      if (!result.ok) {
        toast.error("Erro ao alterar visibilidade", { description: failureMessage(result, `Erro ao alterar visibilidade: ${result.status}`) });
        return false;
      }
      const { updated: n, duplicates } = result.data;
      const changed = `${n} ${n === 1 ? "fluxo agora é" : "fluxos agora são"} ${isPublic ? (n === 1 ? "público" : "públicos") : n === 1 ? "privado" : "privados"}.`;
      if (duplicates.length > 0) {
        const kept = duplicates.map((d) => `“${d.name}” (cópia de “${d.existing.name}”)`).join(", ");
        toast.warning("Visibilidade atualizada em parte", {
          description: `${changed} Continuam privados por serem cópias exatas de fluxos publicados: ${kept}.`,
        });
      } else {
        toast.success("Visibilidade atualizada", { description: changed });
      }
      refresh();
      return true;
    },
    [track, refresh],
  );

  return { approve, reject, setVisibility, busy, refreshing };
}
