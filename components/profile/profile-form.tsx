"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { z } from "zod";
import { Field } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { putJson } from "@/lib/client/api";
import { updateProfileSchema } from "@/lib/users/schemas";
import type { UpdatedProfile } from "@/lib/users/update-profile";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";

type FieldErrors = Partial<Record<"name" | "email", string[]>>;

/** 'Perfil' tab of 'Editar Perfil': name and e-mail (SPEC §5 texts, checked here and on the server). */
export function ProfileForm({ name: initialName, email: initialEmail, onDone }: { name: string; email: string; onDone: () => void }) {
  const router = useRouter();
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse({ name, email });
    if (!parsed.success) {
      const fieldErrors = z.flattenError(parsed.error).fieldErrors;
      setErrors(fieldErrors);
      toast.error("Erro ao atualizar perfil", { description: Object.values(fieldErrors).flat()[0] ?? "Tente novamente." });
      return;
    }
    setErrors({});
    setPending(true);
    const result = await putJson<UpdatedProfile>("/api/users/profile", parsed.data);
    setPending(false);
    if (result.ok) {
      const { emailChanged, verificationSent, user } = result.data;
      const description = !emailChanged
        ? undefined
        : verificationSent
          ? `Enviamos um link de confirmação para ${user.email}. Confirme o novo email antes do próximo login.`
          : "Não conseguimos enviar o link de confirmação agora. Use “Reenviar email” no seu perfil.";
      toast.success("Perfil atualizado", { description });
      router.refresh();
      return onDone();
    }
    if (handleSignedOut(result, router)) return;
    setErrors((result.fieldErrors ?? {}) as FieldErrors);
    toast.error("Erro ao atualizar perfil", { description: failureMessage(result, "Tente novamente.") });
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
        hint="Ao trocar o email, enviaremos um link de confirmação para o novo endereço. Confirme-o antes do próximo login."
      />
      <Button type="submit" disabled={pending} className="justify-self-end">
        {pending ? "Atualizando..." : "Atualizar Perfil"}
      </Button>
    </form>
  );
}
