"use client";

import { useId, useState } from "react";
import { BellIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { putJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { toast } from "@/lib/client/toast";
import type { Notifications } from "@/lib/users/notifications";

/**
 * Meu Perfil → "Novidades dos seus fluxos": the opt-in e-mail when a downloaded flow gets a new
 * version (docs/product-rules.md §20). A native checkbox: saved on change, undone if the API refuses.
 */
export function FlowUpdatesEmail({ initial }: { initial: Notifications }) {
  const [enabled, setEnabled] = useState(initial.flowUpdates);
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function change(next: boolean) {
    setEnabled(next);
    setSaving(true);
    const result = await putJson<Notifications>("/api/users/notifications", { flowUpdates: next });
    setSaving(false);
    if (!result.ok) {
      setEnabled(!next);
      toast.error("Não foi possível salvar", { description: failureMessage(result, "Tente novamente em instantes.") });
      return;
    }
    toast.success(next ? "Aviso por e-mail ativado" : "Aviso por e-mail desativado", {
      description: next ? "Você receberá no máximo um e-mail por dia quando houver novas versões." : "Você não receberá mais esses e-mails.",
    });
  }

  return (
    <section aria-labelledby="novidades-title" id="novidades">
      <Card>
        <CardHeader>
          <h2 id="novidades-title" className="flex items-center gap-2 leading-none font-semibold">
            <BellIcon className="size-4" aria-hidden /> Novidades dos seus fluxos
          </h2>
          <CardDescription>
            Quando um fluxo que você baixou ganha uma nova versão, ele aparece marcado como &quot;Atualizado desde o seu download&quot; no catálogo
            e nos seus downloads, e baixar de novo é grátis.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              className="accent-primary mt-0.5 size-5 shrink-0"
              checked={enabled}
              disabled={saving}
              onChange={(e) => void change(e.currentTarget.checked)}
              aria-describedby={`${id}-hint`}
            />
            <div className="grid gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                Avisar por e-mail quando um fluxo que baixei ganhar uma nova versão
              </label>
              <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                No máximo um e-mail por dia, com todos os fluxos atualizados.
              </p>
            </div>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
