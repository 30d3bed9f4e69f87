import type { Metadata } from "next";
import Link from "next/link";
import { XCircleIcon } from "lucide-react";
import { AuthShell } from "@/components/auth/auth-shell";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Erro na verificação" };

export default function EmailVerificationErrorPage() {
  return (
    <AuthShell title="Não foi possível verificar seu email">
      <div className="grid justify-items-center gap-4 text-center">
        <XCircleIcon className="text-destructive size-12" aria-hidden />
        <p>O link de verificação é inválido ou expirou. Entre com seu email e senha para pedir um novo link.</p>
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Ir para o login</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
