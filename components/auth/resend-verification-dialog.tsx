"use client";

import { useEffect, useState } from "react";
import { MailCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { emailSchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { Field } from "./field";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}

/** Signed-out resend of the verification link; closes itself 3 s after success (docs/product-rules.md §17). */
export function ResendVerificationDialog({ open, onOpenChange, defaultEmail = "" }: Props) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => onOpenChange(false), 3000);
    return () => clearTimeout(timer);
  }, [success, onOpenChange]);

  function handleOpenChange(next: boolean) {
    if (next) {
      setEmail(defaultEmail);
      setError(undefined);
      setSuccess(undefined);
    }
    onOpenChange(next);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!email.trim() || !parsed.success) return setError("Por favor, informe um email válido.");
    setPending(true);
    setError(undefined);
    const result = await postJson<{ message: string }>("/api/email/request-verification", { email: parsed.data });
    setPending(false);
    if (result.ok) setSuccess(result.data.message);
    else setError(result.network ? "Erro de conexão. Tente novamente." : (result.message ?? "Erro ao enviar email de verificação."));
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reenviar email de verificação</DialogTitle>
          <DialogDescription>Informe o email da sua conta e enviaremos um novo link de confirmação.</DialogDescription>
        </DialogHeader>
        {success ? (
          <Alert variant="success">
            <MailCheckIcon aria-hidden />
            <AlertDescription className="text-foreground">{success}</AlertDescription>
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <Field
              id="resend-email"
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Enviando..." : "Reenviar email"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
