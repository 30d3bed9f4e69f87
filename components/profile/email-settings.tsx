"use client";

import { useId, useState } from "react";
import { MailIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { putJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { toast } from "@/lib/client/toast";
import { AUTHOR_NOTICE_LABELS, FOLLOWED_AUTHORS_LABEL, type AuthorNoticeKey, type AuthorNotices } from "@/lib/mail/notice-kinds";
import type { EmailPreferences } from "@/lib/users/email-preferences";

/** The switches of the author notices, in the order of a flow's life. Labels match the e-mails' footers. */
const AUTHOR_SWITCHES: { key: AuthorNoticeKey; label: string; hint: string }[] = [
  { key: "flowApproved", label: AUTHOR_NOTICE_LABELS.flowApproved, hint: "Com o link para a página dele no catálogo." },
  { key: "flowRejected", label: AUTHOR_NOTICE_LABELS.flowRejected, hint: "Com o motivo da moderação, para você corrigir e enviar de novo." },
  { key: "versionDecided", label: AUTHOR_NOTICE_LABELS.versionDecided, hint: "Se for recusada, com o motivo; o fluxo continua com a versão anterior." },
  { key: "reviewDigest", label: AUTHOR_NOTICE_LABELS.reviewDigest, hint: "No máximo um e-mail por dia, com as notas e os comentários recebidos." },
];

function EmailSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="accent-primary mt-0.5 size-5 shrink-0"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Saves one switch, undoing it on screen if the API refuses. */
async function save<T>(url: string, body: Record<string, boolean>, undo: () => void): Promise<T | null> {
  const result = await putJson<T>(url, body);
  if (!result.ok) {
    undo();
    toast.error("Não foi possível salvar", { description: failureMessage(result, "Tente novamente em instantes.") });
    return null;
  }
  return result.data;
}

/**
 * Meu Perfil → "E-mails": the opt-in e-mail when a downloaded flow gets a new version
 * (docs/product-rules.md §20), the news from followed authors ("Seguir autores") and the author
 * notices ("Avisos aos autores"), these on by default.
 * Native checkboxes, each saved on change.
 */
export function EmailSettings({ initial, initialAuthor }: { initial: EmailPreferences; initialAuthor: AuthorNotices }) {
  const [flowUpdates, setFlowUpdates] = useState(initial.flowUpdates);
  const [followedAuthors, setFollowedAuthors] = useState(initial.followedAuthors);
  const [author, setAuthor] = useState(initialAuthor);
  const [saving, setSaving] = useState<string | null>(null);

  async function changeFlowUpdates(next: boolean) {
    setFlowUpdates(next);
    setSaving("flowUpdates");
    const saved = await save<EmailPreferences>("/api/users/email-preferences", { flowUpdates: next }, () => setFlowUpdates(!next));
    setSaving(null);
    if (!saved) return;
    toast.success(next ? "Aviso por e-mail ativado" : "Aviso por e-mail desativado", {
      description: next ? "Você receberá no máximo um e-mail por dia quando houver novas versões." : "Você não receberá mais esses e-mails.",
    });
  }

  async function changeFollowedAuthors(next: boolean) {
    setFollowedAuthors(next);
    setSaving("followedAuthors");
    const saved = await save<EmailPreferences>("/api/users/email-preferences", { followedAuthors: next }, () => setFollowedAuthors(!next));
    setSaving(null);
    if (!saved) return;
    setFollowedAuthors(saved.followedAuthors);
    toast.success(next ? "Aviso por e-mail ativado" : "Aviso por e-mail desativado");
  }

  async function changeAuthor(key: AuthorNoticeKey, next: boolean) {
    setAuthor((current) => ({ ...current, [key]: next }));
    setSaving(key);
    const saved = await save<AuthorNotices>("/api/users/email-preferences/author", { [key]: next }, () =>
      setAuthor((current) => ({ ...current, [key]: !next })),
    );
    setSaving(null);
    if (!saved) return;
    setAuthor(saved);
    toast.success(next ? "Aviso por e-mail ativado" : "Aviso por e-mail desativado");
  }

  return (
    <section aria-labelledby="emails-title" id="emails">
      {/* Older e-mails link to #novidades. */}
      <span id="novidades" aria-hidden />
      <Card>
        <CardHeader>
          <h2 id="emails-title" className="flex items-center gap-2 leading-none font-semibold">
            <MailIcon className="size-4" aria-hidden /> E-mails
          </h2>
          <CardDescription>Escolha os avisos que quer receber. Os e-mails da sua conta, como confirmação e troca de senha, chegam sempre.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div role="group" aria-labelledby="emails-downloads" className="grid gap-3">
            <h3 id="emails-downloads" className="text-sm font-semibold">
              Novidades dos fluxos que você baixou
            </h3>
            <p className="text-muted-foreground text-sm">
              Quando um fluxo que você baixou ganha uma nova versão, ele aparece marcado como &quot;Atualizado desde o seu download&quot; no catálogo e nos seus
              downloads, e baixar de novo é grátis.
            </p>
            <EmailSwitch
              label="Avisar por e-mail quando um fluxo que baixei ganhar uma nova versão"
              hint="No máximo um e-mail por dia, com todos os fluxos atualizados."
              checked={flowUpdates}
              disabled={saving === "flowUpdates"}
              onChange={(next) => void changeFlowUpdates(next)}
            />
          </div>
          <div role="group" aria-labelledby="emails-following" className="grid gap-3 border-t pt-5">
            <h3 id="emails-following" className="text-sm font-semibold">
              Autores que você segue
            </h3>
            <EmailSwitch
              label={FOLLOWED_AUTHORS_LABEL}
              hint="A primeira novidade do dia chega na hora; as outras do mesmo dia vêm juntas num resumo no dia seguinte."
              checked={followedAuthors}
              disabled={saving === "followedAuthors"}
              onChange={(next) => void changeFollowedAuthors(next)}
            />
          </div>
          <div role="group" aria-labelledby="emails-uploads" className="grid gap-3 border-t pt-5">
            <h3 id="emails-uploads" className="text-sm font-semibold">
              Avisos sobre os fluxos que você enviou
            </h3>
            {AUTHOR_SWITCHES.map(({ key, label, hint }) => (
              <EmailSwitch
                key={key}
                label={label}
                hint={hint}
                checked={author[key]}
                disabled={saving === key}
                onChange={(next) => void changeAuthor(key, next)}
              />
            ))}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
