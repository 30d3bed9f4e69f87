import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { VerifyEmailStatus } from "@/components/auth/verify-email-status";

export const metadata: Metadata = { title: "Verificar email", referrer: "no-referrer" };

export default async function VerifyEmailPage({ searchParams }: PageProps<"/verify-email">) {
  const { token } = await searchParams;
  return (
    <AuthShell title="Verificação de email">
      <VerifyEmailStatus token={typeof token === "string" && token ? token : undefined} />
    </AuthShell>
  );
}
