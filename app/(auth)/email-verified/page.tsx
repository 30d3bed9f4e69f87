import type { Metadata } from "next";
import Link from "next/link";
import { CheckCircle2Icon } from "lucide-react";
import { AuthShell } from "@/components/auth/auth-shell";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Email verificado" };

export default function EmailVerifiedPage() {
  return (
    <AuthShell title="Email verificado!">
      <div className="grid justify-items-center gap-4 text-center">
        <CheckCircle2Icon className="text-primary size-12" aria-hidden />
        <p>Sua conta está ativa. Entre para explorar e baixar fluxos de n8n, Typebot e Make.</p>
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Fazer login</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
