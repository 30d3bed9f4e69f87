"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { AdminUserDTO } from "@/lib/users/dto";
import { ROLE_LABELS, STATUS_LABELS, updateUserSchema } from "@/lib/users/schemas";
import { putJson } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import { SelectField } from "./select-field";

type EditableUser = Pick<AdminUserDTO, "id" | "name" | "email" | "role" | "status">;

interface Props {
  user: EditableUser;
  /** The signed-in admin's own row: role and status stay as they are (docs/product-rules.md §13). */
  isSelf: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product-rules.md §13 edit dialog: name, e-mail, role and status, 'Salvar Alterações'. */
export function EditUserDialog({ user, isSelf, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Editar usuário</DialogTitle>
          <DialogDescription>Banir, desativar ou mudar o perfil encerra as sessões abertas do usuário.</DialogDescription>
        </DialogHeader>
        <EditUserForm key={user.id} user={user} isSelf={isSelf} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, isSelf, onDone }: { user: EditableUser; isSelf: boolean; onDone: () => void }) {
  const router = useRouter();
  const { values, set, errors, submit, pending } = useSchemaForm(updateUserSchema, {
    initial: { name: user.name, email: user.email, role: user.role, status: user.status },
    // Own row: only name and e-mail go; the server refuses a self-demotion or self-ban anyway.
    send: (data) => putJson(`/api/admin/users/${user.id}`, isSelf ? { name: data.name, email: data.email } : data),
    onSuccess: () => {
      toast.success("Usuário atualizado");
      onDone();
      router.refresh();
    },
    errorTitle: "Erro ao atualizar usuário",
    fallback: (failure) => `Erro ao atualizar usuário: ${failure.status}`,
  });
  const selfHint = isSelf ? "Você não pode alterar o próprio perfil nem o próprio status." : undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id="edit-user-name" label="Nome" maxLength={100} required value={values.name} onChange={set("name")} error={errors.name?.[0]} />
      <Field
        id="edit-user-email"
        label="Email"
        type="email"
        inputMode="email"
        required
        value={values.email}
        onChange={set("email")}
        error={errors.email?.[0]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="edit-user-role"
          label="Perfil"
          options={ROLE_LABELS}
          value={values.role}
          onChange={set("role")}
          disabled={isSelf}
          error={errors.role?.[0]}
        />
        <SelectField
          id="edit-user-status"
          label="Status"
          options={STATUS_LABELS}
          value={values.status}
          onChange={set("status")}
          disabled={isSelf}
          error={errors.status?.[0]}
        />
      </div>
      {selfHint && <p className="text-muted-foreground text-xs">{selfHint}</p>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando..." : "Salvar Alterações"}
        </Button>
      </DialogFooter>
    </form>
  );
}
