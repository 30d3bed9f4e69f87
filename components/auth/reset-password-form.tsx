"use client";

import { useState } from "react";
import Link from "next/link";
import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { passwordSchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { useDropQueryParam } from "@/lib/client/use-drop-query";
import { PasswordField } from "./password-field";
import { SuccessPanel } from "./success-panel";

export function ResetPasswordForm({ token }: { token?: string }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const [pending, setPending] = useState(false);
  useDropQueryParam("token");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!token) return;
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setPending(true);
    setError(undefined);
    const result = await postJson<{ message: string }>("/api/email/reset-password", { token, newPassword: parsed.data });
    setPending(false);
    if (result.ok) setSuccess(result.data.message);
    else setError(result.network ? "Erro de conexão com o servidor." : (result.fieldErrors?.newPassword?.[0] ?? result.message ?? "Erro ao redefinir senha."));
  }

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
