"use client";

import { useState } from "react";
import Link from "next/link";
import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { submitWithSchema, useFormAction } from "@/lib/client/form-action";
import { useDropQueryParam } from "@/lib/client/use-drop-query";
import { PasswordField } from "./password-field";
import { SuccessPanel } from "./success-panel";
import { failureMessage } from "@/lib/client/api-feedback";

// The browser checks what was typed; the token came with the link, and only the server can judge it.
const newPasswordSchema = resetPasswordSchema.pick({ newPassword: true });

type Result = { error?: string; success?: string };

export function ResetPasswordForm({ token }: { token?: string }) {
  const [password, setPassword] = useState("");
  useDropQueryParam("token");
  const [{ error, success }, submit, pending] = useFormAction(
    async (previous: Result, input: { newPassword: string }): Promise<Result> => {
      if (!token) return previous;
      const outcome = await submitWithSchema(newPasswordSchema, input, ({ newPassword }) =>
        postJson<{ message: string }>("/api/email/reset-password", { token, newPassword }),
      );
      if (outcome.ok) return { success: outcome.data.message };
      const fieldError = outcome.fieldErrors.newPassword?.[0];
      if (!outcome.failure) return { error: fieldError };
      return { error: fieldError ?? failureMessage(outcome.failure, "Erro ao redefinir senha.", { network: "Erro de conexão com o servidor.", inline: true }) };
    },
    {},
  );

  if (success) return <SuccessPanel icon={CheckCircle2Icon} message={success} linkLabel="Ir para o login" primary />;

  return (
    <form onSubmit={submit({ newPassword: password })} noValidate className="grid gap-4">
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
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
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
