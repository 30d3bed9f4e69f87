import type { Metadata } from "next";
import { queryText } from "@/lib/http/query";
import { AuthShell } from "@/components/auth/auth-shell";
import { VerifyEmailStatus } from "@/components/auth/verify-email-status";

export const metadata: Metadata = { title: "Verificar email", referrer: "no-referrer" };

/** `?token=` as query text (control characters dropped); a missing or repeated one is no token. */
const tokenParam = queryText().trim().optional();

export default async function VerifyEmailPage({ searchParams }: PageProps<"/verify-email">) {
  const { token } = await searchParams;
  const parsed = tokenParam.safeParse(token);
  return (
    <AuthShell title="Verificação de email">
      <VerifyEmailStatus token={parsed.success && parsed.data ? parsed.data : undefined} />
    </AuthShell>
  );
}
