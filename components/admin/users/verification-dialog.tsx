"use client";

import { Suspense, use, useState } from "react";
import { useRouter } from "next/navigation";
import { BadgeCheckIcon, BadgeXIcon } from "lucide-react";
import { ReasonDialogForm } from "@/components/admin/reason-dialog-form";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminUserDTO } from "@/lib/users/dto";
import { setVerificationSchema, VERIFICATION_REASON_MAX, type VerificationState } from "@/lib/authors/verification-schema";
import { getJson, putJson, type ApiResult } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { useSchemaForm } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { formatDateTime } from "@/lib/format";

type Author = Pick<AdminUserDTO, "id" | "name" | "status" | "verified">;

interface Props {
  user: Author;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const verificationUrl = (id: string) => `/api/admin/users/${id}/verification`;

/**
 * 'Verificar' / 'Remover verificação' of the users table: the reason the history keeps, then the
 * history itself, newest first. Verifying is a person's decision (docs/product-rules.md, "Autores
 * verificados"), so the reason is required both ways. An account that is not active cannot be
 * verified: the dialog then only shows its history.
 */
export function VerificationDialog({ user, open, onOpenChange }: Props) {
  const verifying = !user.verified;
  const canDecide = !verifying || user.status === "ACTIVE";
  // Asked once per opening of this row's dialog; Suspense shows the wait.
  const [history] = useState(() => getJson<VerificationState>(verificationUrl(user.id)));
  const name = <strong className="text-foreground font-semibold break-words">{user.name}</strong>;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{verifying ? "Verificar autor" : "Remover verificação"}</DialogTitle>
          <DialogDescription>
            {verifying ? (
              <>O selo “Autor verificado” aparece ao lado do nome de {name} nos cartões, nas páginas dos fluxos, na página do autor e no n8n.</>
            ) : (
              <>O selo “Autor verificado” sai do nome de {name} em todo o site e no n8n.</>
            )}
          </DialogDescription>
        </DialogHeader>
        {canDecide ? (
          <VerificationForm user={user} verifying={verifying} onDone={() => onOpenChange(false)} />
        ) : (
          <p role="note" className="bg-muted rounded-md px-3 py-2 text-sm">
            Só contas ativas podem ser verificadas. Reative a conta antes de verificar o autor.
          </p>
        )}
        <section aria-labelledby={`historico-verificacao-${user.id}`} className="grid gap-2 border-t pt-4">
          <h3 id={`historico-verificacao-${user.id}`} className="text-sm font-semibold">
            Histórico da verificação
          </h3>
          <Suspense fallback={<HistorySkeleton />}>
            <VerificationHistory request={history} />
          </Suspense>
        </section>
      </DialogContent>
    </Dialog>
  );
}

function VerificationForm({ user, verifying, onDone }: { user: Author; verifying: boolean; onDone: () => void }) {
  const router = useRouter();
  const { values, set, errors, submit, pending } = useSchemaForm(setVerificationSchema, {
    initial: { reason: "" },
    input: ({ reason }) => ({ verified: verifying, reason }),
    send: (data) => putJson(verificationUrl(user.id), data),
    onSuccess: () => {
      toast.success(verifying ? "Autor verificado" : "Verificação removida");
      onDone();
      router.refresh();
    },
    errorTitle: "Não foi possível salvar a verificação",
    fallback: (failure) => `Erro ao salvar a verificação: ${failure.status}`,
    onFailure: (errors, failure) => {
      // A 409: someone else decided first, or the account changed; the table shows how it is now.
      if (failure?.status === 409) router.refresh();
      // A message under the reason needs no toast.
      if (errors.reason?.[0]) return errors;
    },
  });

  return (
    <ReasonDialogForm
      id={`verificacao-motivo-${user.id}`}
      reason={values.reason}
      onReasonChange={set("reason")}
      maxLength={VERIFICATION_REASON_MAX}
      placeholder={
        verifying
          ? "Ex.: identidade confirmada por videochamada; publica fluxos revisados há um ano."
          : "Ex.: o autor pediu; a identidade não pôde ser confirmada de novo."
      }
      error={errors.reason?.[0]}
      hint={`Até ${VERIFICATION_REASON_MAX} caracteres. Fica no histórico, com o seu nome.`}
      onSubmit={submit}
      pending={pending}
      onCancel={onDone}
      confirmLabel={verifying ? "Verificar autor" : "Remover verificação"}
      confirmVariant={verifying ? "default" : "destructive"}
      confirmIcon={verifying ? <BadgeCheckIcon aria-hidden /> : <BadgeXIcon aria-hidden />}
    />
  );
}

function VerificationHistory({ request }: { request: Promise<ApiResult<VerificationState>> }) {
  const result = use(request);
  if (!result.ok) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {failureMessage(result, `Não foi possível carregar o histórico: ${result.status}`)}
      </p>
    );
  }
  const { history } = result.data;
  if (history.length === 0) return <p className="text-muted-foreground text-sm">Nenhuma alteração registrada.</p>;
  return (
    <ol className="grid gap-3">
      {history.map((entry) => (
        <li key={entry.id} className="grid gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge variant={entry.verified ? "success" : "outline"}>{entry.verified ? "Verificado" : "Verificação removida"}</Badge>
            <span className="text-muted-foreground text-xs">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> · {entry.admin ? entry.admin.name : "administrador removido"}
            </span>
          </div>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{entry.reason}</p>
        </li>
      ))}
    </ol>
  );
}

function HistorySkeleton() {
  return (
    <div className="grid gap-2" aria-busy="true">
      <span className="sr-only">Carregando o histórico…</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-4 w-full" />
    </div>
  );
}
