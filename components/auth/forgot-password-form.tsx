"use client";

import { useState } from "react";
import Link from "next/link";
import { MailCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import { Field } from "./field";
import { SuccessPanel } from "./success-panel";
import { failureMessage } from "@/lib/client/api-feedback";

export function ForgotPasswordForm() {
  const [success, setSuccess] = useState<string>();
  // No toasts: the answer is shown in place, the error under the field and the success as a panel.
  const { values, set, errors, submit, pending } = useSchemaForm(emailOnlySchema, {
    initial: { email: "" },
    send: (data) => postJson<{ message: string }>("/api/email/forgot-password", data),
    onSuccess: (data) => setSuccess(data.message),
    onFailure: (_, failure) =>
      failure && { email: [failureMessage(failure, "Erro ao solicitar recuperação.", { network: "Erro de conexão com o servidor.", inline: true })] },
  });

  if (success) return <SuccessPanel icon={MailCheckIcon} message={success} linkLabel="Voltar para o login" />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id="email" label="Email" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errors.email?.[0]} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Enviando..." : "Enviar link de recuperação"}
      </Button>
      <Link href="/login" className="text-primary justify-self-center text-sm underline-offset-4 hover:underline">
        Voltar para o login
      </Link>
    </form>
  );
}
