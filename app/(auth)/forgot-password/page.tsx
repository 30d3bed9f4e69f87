import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/auth-shell";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Recuperar senha" };

export default function ForgotPasswordPage() {
  return (
    <AuthShell title="Recuperar senha" description="Informe o email da sua conta e enviaremos um link para você criar uma nova senha.">
      <ForgotPasswordForm />
    </AuthShell>
  );
}
