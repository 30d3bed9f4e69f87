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
import { submitWithSchema, useFormAction, type FieldErrors } from "@/lib/client/form-action";
import { safeRedirectPath } from "@/lib/http/safe-redirect";
import { Field } from "./field";
import { PasswordField } from "./password-field";

// Loaded and mounted on its first opening, and mounted afresh on each one, so its field starts
// with the address typed in the form at that moment (the button says "para {email}").
const ResendVerificationDialog = dynamic(() => import("./resend-verification-dialog").then((m) => m.ResendVerificationDialog), { ssr: false });

type Mode = "login" | "register";
const EMPTY = { name: "", email: "", password: "" };

interface State {
  errors: FieldErrors<"name" | "email" | "password">;
  /** The login was refused for an unconfirmed e-mail: offer to resend the link. */
  unverified: boolean;
  /** Logged in: the page is leaving for its target, so the button stays busy until it has. */
  leaving: boolean;
  /** Which side of the toggle the result belongs to: switching sides drops it. */
  round: number;
}

/** One form that toggles between Entrar and Criar conta (/login, docs/product-rules.md §8). */
export function AuthForm({ callbackUrl }: { callbackUrl?: string }) {
  const [mode, setMode] = useState<Mode>("login");
  const [values, setValues] = useState(EMPTY);
  const [round, setRound] = useState(0);
  const [resend, setResend] = useState({ open: false, openings: 0 });
  const openResend = () => setResend((r) => ({ open: true, openings: r.openings + 1 }));
  const isLogin = mode === "login";

  const [state, submit, pending] = useFormAction(
    async (previous: State, input: { mode: Mode; values: typeof EMPTY; round: number }): Promise<State> => {
      const login = input.mode === "login";
      const { round } = input;
      const outcome = await submitWithSchema(login ? loginSchema : registerSchema, input.values, (data) =>
        postJson<{ message?: string }>(login ? "/api/auth/login" : "/api/auth/register", data),
      );
      if (outcome.ok) {
        if (login) {
          // Shown by the next page: a full navigation drops anything shown here.
          flashToast("success", "Login realizado! Redirecionando para o dashboard...");
          // A full navigation: the client router may hold the pre-login redirect of the target page.
          window.location.assign(safeRedirectPath(callbackUrl));
          return { errors: {}, unverified: false, leaving: true, round };
        }
        toast.success("Conta criada com sucesso! Verifique seu email para ativar sua conta.");
        setMode("login");
        setValues(EMPTY);
        return { errors: {}, unverified: false, leaving: false, round };
      }
      // Refused by the schema: nothing was sent, and the notice of an earlier attempt stays.
      if (!outcome.failure) return { errors: outcome.fieldErrors, unverified: previous.round === round && previous.unverified, leaving: false, round };
      const result = outcome.failure;
      // docs/product-rules.md §16: the server's message, else the call's own fallback; a network failure is the generic text.
      const message = result.network
        ? "Erro no servidor. Tente novamente."
        : (result.message ?? (result.status >= 500 ? (login ? "Erro no login" : "Erro no registro") : "Verifique suas credenciais e tente novamente."));
      const unverified = /confirmar seu email|verificar/i.test(message);
      toast.error(unverified ? "Email não verificado" : "Erro na autenticação", { description: message });
      return { errors: outcome.fieldErrors, unverified, leaving: false, round };
    },
    { errors: {}, unverified: false, leaving: false, round: 0 },
  );
  const current = state.round === round;
  const errors = current ? state.errors : {};
  const unverified = current && state.unverified;
  const busy = pending || state.leaving;

  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function switchMode() {
    setMode(isLogin ? "register" : "login");
    setRound((n) => n + 1);
  }

  return (
    <>
      <form onSubmit={submit({ mode, values, round })} noValidate className="grid gap-4" aria-label={isLogin ? "Entrar" : "Criar conta"}>
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
