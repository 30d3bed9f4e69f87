import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { AuthForm } from "@/components/auth/auth-form";
import { getViewer } from "@/lib/auth/viewer";
import { safeRedirectPath } from "@/lib/http/safe-redirect";

export const metadata: Metadata = { title: "Entrar" };

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const { callbackUrl } = await searchParams;
  // Only a path of this site: the 307 below and the form's navigation after login both follow it.
  const target = safeRedirectPath(callbackUrl);
  if (await getViewer()) redirect(target);
  return (
    <AuthShell title="Bem-vindo à Fluxoteca" description="Entre ou crie sua conta gratuita para baixar fluxos de n8n, Typebot e Make.">
      <AuthForm callbackUrl={target} />
    </AuthShell>
  );
}
