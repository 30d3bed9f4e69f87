"use client";

import { useState } from "react";
import Link from "next/link";
import { MailCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { submitWithSchema, useFormAction } from "@/lib/client/form-action";
import { Field } from "./field";
import { SuccessPanel } from "./success-panel";
import { failureMessage } from "@/lib/client/api-feedback";

type Result = { error?: string; success?: string };

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [{ error, success }, submit, pending] = useFormAction(
    async (_: Result, input: { email: string }): Promise<Result> => {
      const outcome = await submitWithSchema(emailOnlySchema, input, (data) => postJson<{ message: string }>("/api/email/forgot-password", data));
      if (outcome.ok) return { success: outcome.data.message };
      if (!outcome.failure) return { error: outcome.fieldErrors.email?.[0] };
      const result = outcome.failure;
      return { error: failureMessage(result, "Erro ao solicitar recuperação.", { network: "Erro de conexão com o servidor.", inline: true }) };
    },
    {},
  );

  if (success) return <SuccessPanel icon={MailCheckIcon} message={success} linkLabel="Voltar para o login" />;

  return (
    <form onSubmit={submit({ email })} noValidate className="grid gap-4">
      <Field id="email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Enviando..." : "Enviar link de recuperação"}
      </Button>
      <Link href="/login" className="text-primary justify-self-center text-sm underline-offset-4 hover:underline">
        Voltar para o login
      </Link>
    </form>
  );
}
