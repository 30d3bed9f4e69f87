"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { UserPlusIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { z } from "zod";
import { Field } from "@/components/auth/field";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { createUserSchema, ROLE_LABELS, type UserRoleValue } from "@/lib/admin/user-schemas";
import { PASSWORD_MAX } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { SelectField } from "./select-field";

type FieldErrors = Partial<Record<"name" | "email" | "password" | "role", string[]>>;

/** 'Novo Usuário' (docs/product-rules.md §13): name, e-mail, password with show/hide, role; the account starts active and verified. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <UserPlusIcon aria-hidden /> Novo Usuário
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Novo Usuário</DialogTitle>
          <DialogDescription>A conta é criada ativa e com o email já confirmado.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from an empty form. */}
        <CreateUserForm onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateUserForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const router = useRouter();
  const [values, setValues] = useState({ name: "", email: "", password: "", role: "USER" as UserRoleValue });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing = !values.name.trim() || !values.email.trim() || !values.password;
    setFormError(missing ? "Todos os campos são obrigatórios" : "");
    const parsed = createUserSchema.safeParse(values);
    if (!parsed.success) return setErrors(z.flattenError(parsed.error).fieldErrors);
    setErrors({});
    setPending(true);
    const result = await postJson("/api/admin/users", parsed.data);
    setPending(false);
    if (result.ok) {
      toast.success("Usuário criado");
      onCreated();
      router.refresh();
      return;
    }
    setErrors((result.fieldErrors ?? {}) as FieldErrors);
    toast.error("Erro ao criar usuário", { description: failureMessage(result, `Erro ao criar usuário: ${result.status}`) });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id="new-user-name"
        label="Nome"
        placeholder="Nome completo"
        autoComplete="off"
        maxLength={100}
        required
        value={values.name}
        onChange={set("name")}
        error={errors.name?.[0]}
      />
      <Field
        id="new-user-email"
        label="Email"
        type="email"
        inputMode="email"
        placeholder="email@exemplo.com"
        autoComplete="off"
        required
        value={values.email}
        onChange={set("email")}
        error={errors.email?.[0]}
      />
      <PasswordField
        id="new-user-password"
        label="Senha"
        placeholder="Mínimo 6 caracteres"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        value={values.password}
        onChange={set("password")}
        error={errors.password?.[0]}
      />
      <SelectField id="new-user-role" label="Perfil" options={ROLE_LABELS} value={values.role} onChange={set("role")} error={errors.role?.[0]} />
      <p role="alert" className="text-destructive text-sm empty:hidden">
        {formError}
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Criando..." : "Criar Usuário"}
        </Button>
      </DialogFooter>
    </form>
  );
}
