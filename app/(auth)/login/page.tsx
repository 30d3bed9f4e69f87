import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/auth/auth-shell";
import { AuthForm } from "@/components/auth/auth-form";
import { getViewer } from "@/lib/auth/viewer";
import { safeCallbackUrl } from "@/lib/client/api";

export const metadata: Metadata = { title: "Entrar" };

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const { callbackUrl } = await searchParams;
  const target = safeCallbackUrl(typeof callbackUrl === "string" ? callbackUrl : undefined);
  if (await getViewer()) redirect(target);
  return (
    <AuthShell title="Bem-vindo à Fluxoteca" description="Entre ou crie sua conta gratuita para baixar fluxos de n8n, Typebot e Make.">
      <AuthForm callbackUrl={target} />
    </AuthShell>
  );
}
