"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { z } from "zod";
import { Field } from "@/components/auth/field";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { putJson } from "@/lib/client/api";
import { PROFILE_MESSAGES, updateProfileSchema } from "@/lib/users/schemas";
import type { UpdatedProfile } from "@/lib/users/update-profile";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";

type FieldErrors = Partial<Record<"name" | "email" | "currentPassword", string[]>>;

const normalized = (email: string) => email.trim().toLowerCase();

/**
 * 'Perfil' tab of 'Editar Perfil': name and e-mail (docs/product-rules.md §12 texts, checked here and on the server).
 * A new e-mail also asks for the current password; it becomes the login only once confirmed.
 */
export function ProfileForm({ name: initialName, email: initialEmail, onDone }: { name: string; email: string; onDone: () => void }) {
  const router = useRouter();
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [currentPassword, setCurrentPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const emailChanging = normalized(email) !== normalized(initialEmail);

  function fail(fieldErrors: FieldErrors, description?: string) {
    setErrors(fieldErrors);
    toast.error("Erro ao atualizar perfil", { description: description ?? Object.values(fieldErrors).flat()[0] ?? "Tente novamente." });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse({ name, email, ...(emailChanging ? { currentPassword } : {}) });
    if (!parsed.success) return fail(z.flattenError(parsed.error).fieldErrors);
    if (emailChanging && !currentPassword) return fail({ currentPassword: [PROFILE_MESSAGES.emailChangePassword] });
    setErrors({});
    setPending(true);
    const result = await putJson<UpdatedProfile>("/api/users/profile", parsed.data);
    setPending(false);
    if (result.ok) {
      const { pendingEmail } = result.data.user;
      const description =
        result.data.emailChanged && pendingEmail
          ? `Enviamos um link de confirmação para ${pendingEmail}. Até você confirmar, o login continua com ${result.data.user.email}.`
          : undefined;
      toast.success("Perfil atualizado", { description });
      router.refresh();
      return onDone();
    }
    // A wrong current password is a 401 on the field, not a session that ended.
    if (result.code !== "INVALID_CREDENTIALS" && handleSignedOut(result, router)) return;
    fail((result.fieldErrors ?? {}) as FieldErrors, failureMessage(result, "Tente novamente."));
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id="profile-name"
        label="Nome"
        autoComplete="name"
        value={name}
        maxLength={100}
        required
        onChange={(e) => setName(e.target.value)}
        error={errors.name?.[0]}
      />
      <Field
        id="profile-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        maxLength={254}
        required
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email?.[0]}
        hint="Ao trocar o email, enviaremos um link de confirmação para o novo endereço. Até você confirmar, o login continua com o email atual."
      />
      {emailChanging && (
        <PasswordField
          id="profile-current-password"
          label="Senha atual"
          autoComplete="current-password"
          value={currentPassword}
          maxLength={128}
          required
          onChange={(e) => setCurrentPassword(e.target.value)}
          error={errors.currentPassword?.[0]}
          hint="Para sua segurança, confirme sua senha para trocar o email."
        />
      )}
      <Button type="submit" disabled={pending} className="justify-self-end">
        {pending ? "Atualizando..." : "Atualizar Perfil"}
      </Button>
    </form>
  );
}
