"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/client/api";
import { changePasswordSchema } from "@/lib/users/schemas";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";
import { submitWithSchema, useFormAction, type FieldErrors as Errors } from "@/lib/client/form-action";

type FieldName = "currentPassword" | "newPassword" | "confirmPassword";
type FieldErrors = Errors<FieldName>;

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * 'Senha' tab of 'Editar Perfil'. The server ends every other session and renews this one's cookie,
 * so the user stays signed in here.
 */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const [values, setValues] = useState(EMPTY);
  const [errors, submit, pending] = useFormAction(async (_: FieldErrors, input: typeof EMPTY): Promise<FieldErrors> => {
    const outcome = await submitWithSchema(changePasswordSchema, input, (data) => postJson<{ message: string }>("/api/users/change-password", data));
    if (outcome.ok) {
      setValues(EMPTY);
      toast.success("Senha alterada", { description: "Por segurança, as suas outras sessões foram encerradas." });
      onDone();
      return {};
    }
    if (!outcome.failure) {
      toast.error("Erro ao alterar senha", { description: Object.values(outcome.fieldErrors).flat()[0] });
      return outcome.fieldErrors;
    }
    if (handleSignedOut(outcome.failure, router)) return {};
    toast.error("Erro ao alterar senha", { description: failureMessage(outcome.failure, "Tente novamente.") });
    return outcome.fieldErrors;
  }, {});
  const set = (key: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: event.target.value }));

  return (
    <form onSubmit={submit(values)} noValidate className="grid gap-4">
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
