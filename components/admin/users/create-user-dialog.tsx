"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { UserPlusIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { createUserSchema, ROLE_LABELS, type UserRoleValue } from "@/lib/users/schemas";
import { PASSWORD_MAX } from "@/lib/auth/schemas";
import { postJson } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import { SelectField } from "./select-field";

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
      <DialogContent className="sm:max-w-md">
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
  const { values, set, errors, submitted, submit, pending } = useSchemaForm(createUserSchema, {
    initial: { name: "", email: "", password: "", role: "USER" as UserRoleValue },
    send: (data) => postJson("/api/admin/users", data),
    onSuccess: () => {
      toast.success("Usuário criado");
      onCreated();
      router.refresh();
    },
    errorTitle: "Erro ao criar usuário",
    fallback: (failure) => `Erro ao criar usuário: ${failure.status}`,
  });
  const formError = submitted && (!submitted.name.trim() || !submitted.email.trim() || !submitted.password) ? "Todos os campos são obrigatórios" : "";

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
