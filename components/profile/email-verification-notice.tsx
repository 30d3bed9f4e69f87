"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { MailWarningIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/client/api";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";

/** Shown while the address (typically a newly changed one) is unconfirmed: signing in again needs it. */
export function EmailVerificationNotice({ email }: { email: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const resend = () =>
    startTransition(async () => {
      const result = await postJson<{ message: string }>("/api/email/resend-verification");
      if (result.ok) return void toast.success(result.data.message);
      if (handleSignedOut(result, router)) return;
      toast.error("Erro ao enviar email de verificação.", { description: failureMessage(result, "Tente novamente.") });
    });

  return (
    <Alert role="status">
      <MailWarningIcon aria-hidden />
      <AlertTitle>Confirme seu email</AlertTitle>
      <AlertDescription>
        <p>
          Enviamos um link de confirmação para <strong className="text-foreground break-all">{email}</strong>. Você precisa confirmá-lo antes do próximo login.
        </p>
        <Button type="button" size="sm" variant="outline" onClick={resend} disabled={pending} className="mt-1">
          {pending ? "Enviando..." : "Reenviar email"}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
