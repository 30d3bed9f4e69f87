"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { MailWarningIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { loginSchema, registerSchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { flashToast } from "@/lib/client/flash";
import { safeRedirectPath } from "@/lib/http/safe-redirect";
import { Field } from "./field";
import { PasswordField } from "./password-field";

// Loaded and mounted on its first opening, and mounted afresh on each one, so its field starts
// with the address typed in the form at that moment (the button says "para {email}").
const ResendVerificationDialog = dynamic(() => import("./resend-verification-dialog").then((m) => m.ResendVerificationDialog), { ssr: false });

type Mode = "login" | "register";
type Errors = Partial<Record<"name" | "email" | "password", string>>;
const EMPTY = { name: "", email: "", password: "" };

const firstErrors = (error: z.ZodError): Errors =>
  Object.fromEntries(Object.entries(z.flattenError(error).fieldErrors).map(([k, v]) => [k, (v as string[] | undefined)?.[0]]));

/** One form that toggles between Entrar and Criar conta (/login, docs/product-rules.md §8). */
export function AuthForm({ callbackUrl }: { callbackUrl?: string }) {
  const [mode, setMode] = useState<Mode>("login");
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const [resend, setResend] = useState({ open: false, openings: 0 });
  const openResend = () => setResend((r) => ({ open: true, openings: r.openings + 1 }));
  const isLogin = mode === "login";

  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function switchMode() {
    setMode(isLogin ? "register" : "login");
    setErrors({});
    setUnverified(false);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = isLogin ? loginSchema.safeParse(values) : registerSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrors(parsed.error));
    setErrors({});
    setUnverified(false);
    setPending(true);
    const result = await postJson<{ message?: string }>(isLogin ? "/api/auth/login" : "/api/auth/register", parsed.data);
    if (!result.ok) {
      setPending(false);
      if (result.fieldErrors) setErrors(Object.fromEntries(Object.entries(result.fieldErrors).map(([k, v]) => [k, v?.[0]])));
      // docs/product-rules.md §16: the server's message, else the call's own fallback; a network failure is the generic text.
      const message = result.network
        ? "Erro no servidor. Tente novamente."
        : (result.message ?? (result.status >= 500 ? (isLogin ? "Erro no login" : "Erro no registro") : "Verifique suas credenciais e tente novamente."));
      const needsVerification = /confirmar seu email|verificar/i.test(message);
      setUnverified(needsVerification);
      toast.error(needsVerification ? "Email não verificado" : "Erro na autenticação", { description: message });
      return;
    }
    if (isLogin) {
      // Shown by the next page: a full navigation drops anything shown here.
      flashToast("success", "Login realizado! Redirecionando para o dashboard...");
      // A full navigation: the client router may hold the pre-login redirect of the target page.
      window.location.assign(safeRedirectPath(callbackUrl));
      return;
    }
    setPending(false);
    toast.success("Conta criada com sucesso! Verifique seu email para ativar sua conta.");
    setMode("login");
    setValues(EMPTY);
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={isLogin ? "Entrar" : "Criar conta"}>
        {!isLogin && <Field id="name" label="Nome" autoComplete="name" value={values.name} onChange={set("name")} error={errors.name} />}
        <Field id="email" label="Email" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errors.email} />
        <PasswordField
          id="password"
          label="Senha"
          autoComplete={isLogin ? "current-password" : "new-password"}
          value={values.password}
          onChange={set("password")}
          error={errors.password}
          hint={isLogin ? undefined : "Mínimo 6 caracteres"}
        />
        {isLogin && (
          <Link href="/forgot-password" className="text-primary -mt-2 justify-self-end text-sm underline-offset-4 hover:underline">
            Esqueci minha senha
          </Link>
        )}
        {unverified && (
          <Alert>
            <MailWarningIcon aria-hidden />
            <AlertTitle>Email não verificado</AlertTitle>
            <AlertDescription>
              <p>Confirme seu email pelo link que enviamos. Não recebeu?</p>
              <Button type="button" variant="link" className="h-auto p-0" onClick={openResend}>
                Reenviar email de verificação para {values.email}
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? (isLogin ? "Entrando..." : "Criando conta...") : isLogin ? "Entrar" : "Criar conta"}
        </Button>
      </form>
      <div className="text-muted-foreground mt-6 grid gap-2 text-center text-sm">
        <p>
          {isLogin ? "Ainda não tem conta?" : "Já tem uma conta?"}{" "}
          <button type="button" onClick={switchMode} className="text-primary font-medium underline-offset-4 hover:underline">
            {isLogin ? "Criar conta" : "Entrar"}
          </button>
        </p>
        <button type="button" onClick={openResend} className="underline-offset-4 hover:underline">
          Não recebeu o email de verificação?
        </button>
      </div>
      {resend.openings > 0 && (
        <ResendVerificationDialog
          key={resend.openings}
          open={resend.open}
          onOpenChange={(open) => setResend((r) => ({ ...r, open }))}
          defaultEmail={values.email}
        />
      )}
    </>
  );
}
