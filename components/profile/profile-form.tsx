"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { putJson } from "@/lib/client/api";
import { PROFILE_MESSAGES, updateProfileSchema } from "@/lib/users/schemas";
import type { UpdatedProfile } from "@/lib/users/dto";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";
import { submitWithSchema, useFormAction, type FieldErrors as Errors } from "@/lib/client/form-action";

type FieldErrors = Errors<"name" | "email" | "currentPassword">;

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
  const emailChanging = normalized(email) !== normalized(initialEmail);
  const [errors, submit, pending] = useFormAction(
    async (_: FieldErrors, input: { name: string; email: string; currentPassword?: string }): Promise<FieldErrors> => {
      const fail = (fieldErrors: FieldErrors, description?: string) => {
        toast.error("Erro ao atualizar perfil", { description: description ?? Object.values(fieldErrors).flat()[0] ?? "Tente novamente." });
        return fieldErrors;
      };
      // The schema lets the password be empty (only the server knows for sure the e-mail changes);
      // the form knows it does, so it asks first, as the server would.
      if (input.currentPassword === "" && updateProfileSchema.safeParse(input).success) {
        return fail({ currentPassword: [PROFILE_MESSAGES.emailChangePassword] });
      }
      const outcome = await submitWithSchema(updateProfileSchema, input, (data) => putJson<UpdatedProfile>("/api/users/profile", data));
      if (outcome.ok) {
        const { pendingEmail } = outcome.data.user;
        const description =
          outcome.data.emailChanged && pendingEmail
            ? `Enviamos um link de confirmação para ${pendingEmail}. Até você confirmar, o login continua com ${outcome.data.user.email}.`
            : undefined;
        toast.success("Perfil atualizado", { description });
        router.refresh();
        onDone();
        return {};
      }
      if (!outcome.failure) return fail(outcome.fieldErrors);
      // A wrong current password is a 401 on the field, not a session that ended.
      if (outcome.failure.code !== "INVALID_CREDENTIALS" && handleSignedOut(outcome.failure, router)) return {};
      return fail(outcome.fieldErrors, failureMessage(outcome.failure, "Tente novamente."));
    },
    {},
  );

  return (
    <form onSubmit={submit({ name, email, ...(emailChanging ? { currentPassword } : {}) })} noValidate className="grid gap-4">
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
