"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CheckCircle2Icon, Loader2Icon, XCircleIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/client/api";
import { useDropQueryParam } from "@/lib/client/use-drop-query";
import { ResendVerificationDialog } from "./resend-verification-dialog";
import { failureMessage } from "@/lib/client/api-feedback";

type State = { kind: "pending" } | { kind: "success"; message: string } | { kind: "error"; message: string };

/** Verifies on load (docs/product-rules.md §9): pending → success (to /dashboard after 3 s) or error (resend, retry). */
export function VerifyEmailStatus({ token }: { token?: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>(token ? { kind: "pending" } : { kind: "error", message: "Token inválido ou ausente." });
  const [resendOpen, setResendOpen] = useState(false);
  const started = useRef(false);
  useDropQueryParam("token");

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    postJson<{ message: string }>("/api/email/verify", { token }).then((result) => {
      if (result.ok) {
        setState({ kind: "success", message: result.data.message });
        // The server says which link it was: a verification, or a new address confirmed.
        toast.success(result.data.message);
      } else {
        setState({ kind: "error", message: failureMessage(result, "Token inválido ou expirado", { inline: true }) });
      }
    });
  }, [token]);

  useEffect(() => {
    if (state.kind !== "success") return;
    const timer = setTimeout(() => router.push("/dashboard"), 3000);
    return () => clearTimeout(timer);
  }, [state.kind, router]);

  return (
    <div className="grid justify-items-center gap-4 py-4 text-center" aria-live="polite">
      {state.kind === "pending" && (
        <>
          <Loader2Icon className="text-primary size-10 animate-spin" aria-hidden />
          <p>Verificando seu email...</p>
        </>
      )}
      {state.kind === "success" && (
        <>
          <CheckCircle2Icon className="text-primary size-10" aria-hidden />
          <p className="font-medium">{state.message}</p>
          <p className="text-muted-foreground text-sm">Redirecionando para o dashboard em 3 segundos...</p>
          <Button asChild>
            <Link href="/dashboard">Ir agora</Link>
          </Button>
        </>
      )}
      {state.kind === "error" && (
        <>
          <XCircleIcon className="text-destructive size-10" aria-hidden />
          <p className="font-medium">{state.message}</p>
          <p className="text-muted-foreground text-sm">O link pode ter expirado ou já ter sido usado. Peça um novo link de verificação.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => setResendOpen(true)}>Reenviar email</Button>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Tentar novamente
            </Button>
          </div>
          <ResendVerificationDialog open={resendOpen} onOpenChange={setResendOpen} />
        </>
      )}
    </div>
  );
}
