"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { MailWarningIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { loginSchema, registerSchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { flashToast } from "@/lib/client/flash";
import { useSchemaForm } from "@/lib/client/schema-form";
import type { z } from "zod";
import { safeRedirectPath } from "@/lib/http/safe-redirect";
import { Field } from "./field";
import { PasswordField } from "./password-field";

// Loaded and mounted on its first opening, and mounted afresh on each one, so its field starts
// with the address typed in the form at that moment (the button says "para {email}").
const ResendVerificationDialog = dynamic(() => import("./resend-verification-dialog").then((m) => m.ResendVerificationDialog), { ssr: false });

type Mode = "login" | "register";
const EMPTY = { name: "", email: "", password: "" };

/** One form that toggles between Entrar and Criar conta (/login, docs/product-rules.md §8). */
export function AuthForm({ callbackUrl }: { callbackUrl?: string }) {
  const [mode, setMode] = useState<Mode>("login");
  // Which side of the toggle an answer belongs to: switching sides drops it.
  const [round, setRound] = useState(0);
  /** The login was refused for an unconfirmed e-mail: offer to resend the link. */
  const [unverifiedIn, setUnverifiedIn] = useState<number>();
  /** Logged in: the page is leaving for its target, so the button stays busy until it has. */
  const [leaving, setLeaving] = useState(false);
  const [resend, setResend] = useState({ open: false, openings: 0 });
  const openResend = () => setResend((r) => ({ open: true, openings: r.openings + 1 }));
  const isLogin = mode === "login";

  const schema: z.ZodType<unknown, Partial<typeof EMPTY>> = isLogin ? loginSchema : registerSchema;
  const { values, setValues, set, errors, clearErrors, submit, pending } = useSchemaForm(schema, {
    initial: EMPTY,
    send: (data) => postJson<{ message?: string }>(isLogin ? "/api/auth/login" : "/api/auth/register", data),
    onSuccess: () => {
      setUnverifiedIn(undefined);
      if (isLogin) {
        // Shown by the next page: a full navigation drops anything shown here.
        flashToast("success", "Login realizado! Redirecionando para o dashboard...");
        // A full navigation: the client router may hold the pre-login redirect of the target page.
        window.location.assign(safeRedirectPath(callbackUrl));
        setLeaving(true);
        return;
      }
      toast.success("Conta criada com sucesso! Verifique seu email para ativar sua conta.");
      setMode("login");
      setValues(EMPTY);
    },
    onFailure: (errors, result) => {
      // Refused by the schema: nothing was sent, and the notice of an earlier attempt stays.
      if (!result) return;
      // docs/product-rules.md §16: the server's message, else the call's own fallback; a network failure is the generic text.
      const message = result.network
        ? "Erro no servidor. Tente novamente."
        : (result.message ?? (result.status >= 500 ? (isLogin ? "Erro no login" : "Erro no registro") : "Verifique suas credenciais e tente novamente."));
      const unverified = /confirmar seu email|verificar/i.test(message);
      toast.error(unverified ? "Email não verificado" : "Erro na autenticação", { description: message });
      setUnverifiedIn(unverified ? round : undefined);
      return errors;
    },
  });
  const unverified = unverifiedIn === round;
  const busy = pending || leaving;

  function switchMode() {
    setMode(isLogin ? "register" : "login");
    setRound((n) => n + 1);
    clearErrors();
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={isLogin ? "Entrar" : "Criar conta"}>
        {!isLogin && <Field id="name" label="Nome" autoComplete="name" value={values.name} onChange={set("name")} error={errors.name?.[0]} />}
        <Field id="email" label="Email" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errors.email?.[0]} />
        <PasswordField
          id="password"
          label="Senha"
          autoComplete={isLogin ? "current-password" : "new-password"}
          value={values.password}
          onChange={set("password")}
          error={errors.password?.[0]}
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
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? (isLogin ? "Entrando..." : "Criando conta...") : isLogin ? "Entrar" : "Criar conta"}
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
