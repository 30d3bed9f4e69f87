"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { putJson } from "@/lib/client/api";
import { PROFILE_MESSAGES, updateProfileSchema } from "@/lib/users/schemas";
import type { UpdatedProfile } from "@/lib/users/dto";
import { failureMessage } from "@/lib/client/api-feedback";
import { useSchemaForm } from "@/lib/client/schema-form";

const normalized = (email: string) => email.trim().toLowerCase();

/**
 * 'Perfil' tab of 'Editar Perfil': name and e-mail (docs/product-rules.md §12 texts, checked here and on the server).
 * A new e-mail also asks for the current password; it becomes the login only once confirmed.
 */
export function ProfileForm({ name: initialName, email: initialEmail, onDone }: { name: string; email: string; onDone: () => void }) {
  const router = useRouter();
  const changing = (email: string) => normalized(email) !== normalized(initialEmail);
  const { values, set, errors, submit, pending } = useSchemaForm(updateProfileSchema, {
    initial: { name: initialName, email: initialEmail, currentPassword: "" },
    input: ({ name, email, currentPassword }) => ({ name, email, ...(changing(email) ? { currentPassword } : {}) }),
    // The schema lets the password be empty (only the server knows for sure the e-mail changes);
    // the form knows it does, so it asks first, as the server would.
    check: (v) =>
      changing(v.email) && v.currentPassword === "" && updateProfileSchema.safeParse(v).success
        ? { currentPassword: [PROFILE_MESSAGES.emailChangePassword] }
        : undefined,
    send: (data) => putJson<UpdatedProfile>("/api/users/profile", data),
    onSuccess: (data) => {
      const { pendingEmail } = data.user;
      const description =
        data.emailChanged && pendingEmail
          ? `Enviamos um link de confirmação para ${pendingEmail}. Até você confirmar, o login continua com ${data.user.email}.`
          : undefined;
      toast.success("Perfil atualizado", { description });
      router.refresh();
      onDone();
    },
    errorTitle: "Erro ao atualizar perfil",
    toastRefusal: true,
    signedOut: router,
    onFailure: (errors, failure) => {
      // A wrong current password is a 401 on the field, not a session that ended.
      if (failure?.code !== "INVALID_CREDENTIALS") return;
      toast.error("Erro ao atualizar perfil", { description: failureMessage(failure, "Tente novamente.") });
      return errors;
    },
  });
  const emailChanging = changing(values.email);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id="profile-name" label="Nome" autoComplete="name" value={values.name} maxLength={100} required onChange={set("name")} error={errors.name?.[0]} />
      <Field
        id="profile-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        maxLength={254}
        required
        onChange={set("email")}
        error={errors.email?.[0]}
        hint="Ao trocar o email, enviaremos um link de confirmação para o novo endereço. Até você confirmar, o login continua com o email atual."
      />
      {emailChanging && (
        <PasswordField
          id="profile-current-password"
          label="Senha atual"
          autoComplete="current-password"
          value={values.currentPassword}
          maxLength={128}
          required
          onChange={set("currentPassword")}
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
