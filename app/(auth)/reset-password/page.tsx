import type { Metadata } from "next";
import { queryText } from "@/lib/http/query";
import { AuthShell } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Redefinir senha", referrer: "no-referrer" };

/** `?token=` as query text (control characters dropped); a missing or repeated one is no token. */
const tokenParam = queryText().trim().optional();

export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  const parsed = tokenParam.safeParse(token);
  return (
    <AuthShell title="Redefinir senha" description="Escolha uma nova senha para sua conta. Todas as sessões abertas serão encerradas.">
      <ResetPasswordForm token={parsed.success && parsed.data ? parsed.data : undefined} />
    </AuthShell>
  );
}
