"use client";

import { useEffect, useState } from "react";
import { MailCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import { Field } from "./field";
import { failureMessage } from "@/lib/client/api-feedback";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}

/** Signed-out resend of the verification link; closes itself 3 s after success (docs/product-rules.md §17). */
export function ResendVerificationDialog({ open, onOpenChange, defaultEmail = "" }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reenviar email de verificação</DialogTitle>
          <DialogDescription>Informe o email da sua conta e enviaremos um novo link de confirmação.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from the given address, with no old result. */}
        <ResendForm defaultEmail={defaultEmail} onOpenChange={onOpenChange} />
      </DialogContent>
    </Dialog>
  );
}

function ResendForm({ defaultEmail, onOpenChange }: Pick<Props, "onOpenChange"> & { defaultEmail: string }) {
  const [success, setSuccess] = useState<string>();
  // No toasts: the answer is shown in place, the error under the field and the success as an alert.
  const { values, set, errors, submit, pending } = useSchemaForm(emailOnlySchema, {
    initial: { email: defaultEmail },
    send: (data) => postJson<{ message: string }>("/api/email/request-verification", data),
    onSuccess: (data) => setSuccess(data.message),
    onFailure: (_, failure) => ({
      // Whatever the browser finds wrong with the address gets the one request to fix it.
      email: [failure ? failureMessage(failure, "Erro ao enviar email de verificação.", { inline: true }) : "Por favor, informe um email válido."],
    }),
  });

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => onOpenChange(false), 3000);
    return () => clearTimeout(timer);
  }, [success, onOpenChange]);

  if (success) {
    return (
      <Alert variant="success">
        <MailCheckIcon aria-hidden />
        <AlertDescription className="text-foreground">{success}</AlertDescription>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id="resend-email" label="Email" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errors.email?.[0]} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Enviando..." : "Reenviar email"}
        </Button>
      </DialogFooter>
    </form>
  );
}
