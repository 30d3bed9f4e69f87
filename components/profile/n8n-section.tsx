"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { KeyRoundIcon, PlugIcon } from "lucide-react";
import { CopyButton } from "@/components/flows/view/copy-button";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { deleteJson, postJson } from "@/lib/client/api";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";
import { useFormAction } from "@/lib/client/form-action";
import { toast } from "@/lib/client/toast";
import { formatDateTime } from "@/lib/format";
import { N8N_KEYS_MAX, type CreatedN8nKey, type N8nKeyDTO } from "@/lib/n8n/dto";

/** The lines a self-hosted n8n needs: its editor then lists Fluxoteca's n8n flows under Templates. */
function envLine(templatesHost: string) {
  return `N8N_TEMPLATES_HOST=${templatesHost}`;
}

function composeSnippet(templatesHost: string) {
  return [
    "services:",
    "  n8n:",
    "    image: docker.n8n.io/n8nio/n8n",
    "    environment:",
    "      - N8N_TEMPLATES_ENABLED=true",
    `      - N8N_TEMPLATES_HOST=${templatesHost}`,
  ].join("\n");
}

/**
 * 'Conectar ao meu n8n' (docs/product-rules.md §19): personal keys for n8n's template library.
 * A new key is shown once, with the line to paste; the list shows the active ones, each revocable.
 */
export function N8nSection({ initialKeys }: { initialKeys: N8nKeyDTO[] }) {
  const router = useRouter();
  const [keys, setKeys] = useState(initialKeys);
  const [created, setCreated] = useState<CreatedN8nKey | null>(null);
  const full = keys.length >= N8N_KEYS_MAX;

  const [, create, creating] = useFormAction(async () => {
    const result = await postJson<CreatedN8nKey>("/api/users/n8n-keys");
    if (!result.ok) {
      if (!handleSignedOut(result, router)) toast.error("Não foi possível criar a chave", { description: failureMessage(result, "Tente novamente.") });
      return null;
    }
    const { key, templatesHost, ...dto } = result.data;
    setCreated({ ...dto, key, templatesHost });
    setKeys((current) => [{ id: dto.id, prefix: dto.prefix, createdAt: dto.createdAt, lastUsedAt: null }, ...current]);
    toast.success("Chave criada", { description: "Copie a linha mostrada: a chave não será mostrada de novo." });
    return null;
  }, null);

  return (
    <section id="n8n" aria-labelledby="n8n-title" className="scroll-mt-20">
      <Card>
        <CardHeader>
          <h2 id="n8n-title" className="flex items-center gap-2 leading-none font-semibold">
            <PlugIcon className="size-4" aria-hidden /> Conectar ao meu n8n
          </h2>
          <CardDescription>
            Busque, veja e importe os fluxos n8n da Fluxoteca na biblioteca de templates do seu próprio n8n (auto-hospedado). Cada importação conta como um
            download, e baixar de novo continua grátis.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {created && <NewKey created={created} />}
          <form onSubmit={create(undefined)} className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={creating || full}>
              <KeyRoundIcon aria-hidden /> {creating ? "Criando chave..." : "Conectar ao meu n8n"}
            </Button>
            {full && <p className="text-muted-foreground text-sm">Você já tem {N8N_KEYS_MAX} chaves ativas. Revogue uma para criar outra.</p>}
          </form>
          {keys.length > 0 && (
            <ul aria-label="Chaves do n8n ativas" className="grid gap-2">
              {keys.map((key) => (
                <KeyRow
                  key={key.id}
                  item={key}
                  onRevoked={() => {
                    setKeys((current) => current.filter((k) => k.id !== key.id));
                    if (created?.id === key.id) setCreated(null);
                  }}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function NewKey({ created }: { created: CreatedN8nKey }) {
  const line = envLine(created.templatesHost);
  const compose = composeSnippet(created.templatesHost);
  return (
    <div className="border-primary/40 bg-primary/5 grid gap-3 rounded-lg border p-3 text-sm" role="status">
      <p className="font-medium">Copie agora: esta chave não será mostrada de novo.</p>
      <div className="grid gap-1.5">
        <p>Adicione esta linha às variáveis de ambiente do seu n8n e reinicie-o:</p>
        <pre className="bg-muted rounded-md p-2 text-xs break-all whitespace-pre-wrap">
          <code>{line}</code>
        </pre>
        <CopyButton text={line} label="Copiar linha" className="justify-self-start" />
      </div>
      <div className="grid gap-1.5">
        <p>Ou, com Docker Compose:</p>
        <pre className="bg-muted rounded-md p-2 text-xs break-all whitespace-pre-wrap">
          <code>{compose}</code>
        </pre>
        <CopyButton text={compose} label="Copiar docker compose" className="justify-self-start" />
      </div>
      <p className="text-muted-foreground">Depois, no n8n, abra Templates: os fluxos da Fluxoteca aparecem ali.</p>
    </div>
  );
}

function KeyRow({ item, onRevoked }: { item: N8nKeyDTO; onRevoked: () => void }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [, revoke, pending] = useFormAction(async () => {
    const result = await deleteJson(`/api/users/n8n-keys/${item.id}`);
    if (!result.ok && result.status !== 404) {
      if (!handleSignedOut(result, router)) toast.error("Não foi possível revogar a chave", { description: failureMessage(result, "Tente novamente.") });
      return null;
    }
    setOpen(false);
    onRevoked();
    toast.success("Chave revogada", { description: "O n8n que usava esta chave deixa de listar os fluxos." });
    return null;
  }, null);

  return (
    <li className="bg-card flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
      <div className="grid gap-0.5">
        <code className="font-medium">{item.prefix}…</code>
        <span className="text-muted-foreground text-xs">
          Criada em <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {" · "}
          {item.lastUsedAt ? (
            <>
              Último uso em <time dateTime={item.lastUsedAt}>{formatDateTime(item.lastUsedAt)}</time>
            </>
          ) : (
            "Ainda não usada"
          )}
        </span>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button type="button" variant="outline" size="sm" aria-label={`Revogar chave ${item.prefix}`}>
            Revogar
          </Button>
        }
        title="Revogar chave do n8n?"
        description="O n8n que usa esta chave deixa de listar e importar fluxos da Fluxoteca. Os downloads já feitos continuam no seu histórico."
        confirmLabel="Revogar chave"
        pendingLabel="Revogando..."
        pending={pending}
        onSubmit={revoke(undefined)}
        focusCancel
      />
    </li>
  );
}
