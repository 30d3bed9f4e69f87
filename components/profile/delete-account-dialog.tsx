"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Trash2Icon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { PasswordField } from "@/components/auth/password-field";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Button } from "@/components/ui/button";
import { deleteJson } from "@/lib/client/api";
import { deleteAccountSchema, PROFILE_MESSAGES } from "@/lib/users/schemas";
import { useSchemaForm } from "@/lib/client/schema-form";

/**
 * 'Excluir conta' (LGPD): says what goes and what stays (docs/product-rules.md §14), asks for the
 * password, and on success the session cookie is already cleared, so the user lands on the home page.
 */
export function DeleteAccountDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { values, setValues, set, errors, clearErrors, submit, pending } = useSchemaForm(deleteAccountSchema, {
    initial: { password: "" },
    send: (data) =>
      deleteJson<{ message: string }>("/api/users/profile", {
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      }),
    onSuccess: () => {
      setOpen(false);
      toast.success("Conta excluída", { description: "Seus dados foram removidos da Fluxoteca." });
      router.push("/");
      router.refresh();
    },
    errorTitle: "Erro ao excluir conta",
    signedOut: router,
    onFailure: (_, failure) => (failure ? undefined : { password: [PROFILE_MESSAGES.passwordRequired] }),
  });

  function onOpenChange(next: boolean) {
    // Each opening starts clean: an error belongs to the opening whose attempt produced it.
    if (next) {
      setValues({ password: "" });
      clearErrors();
    }
    setOpen(next);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" variant="destructive">
          <Trash2Icon aria-hidden /> Excluir conta
        </Button>
      }
      title="Excluir sua conta?"
      description="Esta ação é definitiva e não pode ser desfeita."
      confirmLabel="Excluir minha conta"
      pendingLabel="Excluindo..."
      pending={pending}
      onSubmit={submit}
      className="sm:max-w-lg"
    >
      <div className="grid gap-3 text-sm">
        <div>
          <p className="font-medium">O que será apagado</p>
          <ul className="text-muted-foreground list-disc space-y-1 pl-5">
            <li>Seus dados de acesso: nome, email e senha.</li>
            <li>Seu histórico de downloads.</li>
            <li>Suas avaliações e comentários (as notas dos fluxos são recalculadas).</li>
            <li>Os fluxos que você enviou e que ainda não foram publicados (em análise ou rejeitados).</li>
          </ul>
        </div>
        <div>
          <p className="font-medium">O que permanece</p>
          <ul className="text-muted-foreground list-disc space-y-1 pl-5">
            <li>Os fluxos que você publicou continuam no catálogo, creditados a &ldquo;Usuário removido&rdquo;.</li>
            <li>Os registros de contribuições financeiras, sem ligação com você, pelo tempo que a lei exige.</li>
          </ul>
        </div>
        <p className="text-muted-foreground">Se quiser uma cópia antes, use &ldquo;Exportar meus dados&rdquo;.</p>
      </div>
      <PasswordField
        id="delete-account-password"
        label="Digite sua senha para confirmar"
        autoComplete="current-password"
        value={values.password}
        onChange={set("password")}
        error={errors.password?.[0]}
        required
      />
    </ConfirmDialog>
  );
}
