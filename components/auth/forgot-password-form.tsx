"use client";

import { useState } from "react";
import Link from "next/link";
import { MailCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { emailSchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { Field } from "./field";
import { SuccessPanel } from "./success-panel";

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(email.trim() ? parsed.error.issues[0]?.message : "Por favor, informe um email válido.");
    setPending(true);
    setError(undefined);
    const result = await postJson<{ message: string }>("/api/email/forgot-password", { email: parsed.data });
    setPending(false);
    if (result.ok) setSuccess(result.data.message);
    else setError(result.network ? "Erro de conexão com o servidor." : (result.message ?? "Erro ao solicitar recuperação."));
  }

  if (success) return <SuccessPanel icon={MailCheckIcon} message={success} linkLabel="Voltar para o login" />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
