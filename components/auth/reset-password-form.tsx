"use client";

import { useState } from "react";
import Link from "next/link";
import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import { useDropQueryParam } from "@/lib/client/use-drop-query";
import { PasswordField } from "./password-field";
import { SuccessPanel } from "./success-panel";
import { failureMessage } from "@/lib/client/api-feedback";

// The browser checks what was typed; the token came with the link, and only the server can judge it.
const newPasswordSchema = resetPasswordSchema.pick({ newPassword: true });

export function ResetPasswordForm({ token }: { token?: string }) {
  useDropQueryParam("token");
  const [success, setSuccess] = useState<string>();
  // No toasts: the answer is shown in place, the error under the field and the success as a panel.
  const { values, set, errors, submit, pending } = useSchemaForm(newPasswordSchema, {
    initial: { newPassword: "" },
    // Without a token the form is disabled; nothing is sent.
    check: () => (token ? undefined : {}),
    send: ({ newPassword }) => postJson<{ message: string }>("/api/email/reset-password", { token, newPassword }),
    onSuccess: (data) => setSuccess(data.message),
    onFailure: (errors, failure) =>
      failure && {
        newPassword: [
          errors.newPassword?.[0] ?? failureMessage(failure, "Erro ao redefinir senha.", { network: "Erro de conexão com o servidor.", inline: true }),
        ],
      },
  });

  if (success) return <SuccessPanel icon={CheckCircle2Icon} message={success} linkLabel="Ir para o login" primary />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {!token && (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>
            <p>Token inválido ou ausente.</p>
            <Link href="/forgot-password" className="underline underline-offset-4">
              Solicitar um novo link
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <PasswordField
        id="newPassword"
        label="Nova senha"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set("newPassword")}
        error={errors.newPassword?.[0]}
        hint="Mínimo 6 caracteres"
        minLength={6}
        disabled={!token}
      />
      <Button type="submit" size="lg" disabled={!token || pending}>
        {pending ? "Salvando..." : "Redefinir senha"}
      </Button>
    </form>
  );
}
