import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Redefinir senha", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  return (
    <AuthShell title="Redefinir senha" description="Escolha uma nova senha para sua conta. Todas as sessões abertas serão encerradas.">
      <ResetPasswordForm token={typeof token === "string" && token ? token : undefined} />
    </AuthShell>
  );
}
