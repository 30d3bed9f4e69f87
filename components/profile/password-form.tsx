"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/client/api";
import { changePasswordSchema } from "@/lib/users/schemas";
import { useSchemaForm } from "@/lib/client/schema-form";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * 'Senha' tab of 'Editar Perfil'. The server ends every other session and renews this one's cookie,
 * so the user stays signed in here.
 */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const { values, setValues, set, errors, submit, pending } = useSchemaForm(changePasswordSchema, {
    initial: EMPTY,
    send: (data) => postJson<{ message: string }>("/api/users/change-password", data),
    onSuccess: () => {
      setValues(EMPTY);
      toast.success("Senha alterada", { description: "Por segurança, as suas outras sessões foram encerradas." });
      onDone();
    },
    errorTitle: "Erro ao alterar senha",
    toastRefusal: true,
    signedOut: router,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <PasswordField
        id="current-password"
        label="Senha atual"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set("currentPassword")}
        error={errors.currentPassword?.[0]}
        required
      />
      <PasswordField
        id="new-password"
        label="Nova senha"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set("newPassword")}
        error={errors.newPassword?.[0]}
        hint="Mínimo de 6 caracteres. Evite senhas comuns."
        maxLength={128}
        required
      />
      <PasswordField
        id="confirm-password"
        label="Confirmar nova senha"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set("confirmPassword")}
        error={errors.confirmPassword?.[0]}
        maxLength={128}
        required
      />
      <Button type="submit" disabled={pending} className="justify-self-end">
        {pending ? "Alterando..." : "Alterar Senha"}
      </Button>
    </form>
  );
}
