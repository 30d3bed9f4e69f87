"use client";

import { useState } from "react";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AdminUserDTO } from "@/lib/users/dto";
import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";

interface Props {
  user: Pick<AdminUserDTO, "id" | "name" | "email" | "role" | "status">;
  isSelf: boolean;
}

/** Edit and delete buttons of one row; an admin cannot delete their own account (docs/product-rules.md §13). */
export function UserRowActions({ user, isSelf }: Props) {
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <div className="flex justify-end gap-1">
      <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={`Editar ${user.name}`} onClick={() => setDialog("edit")}>
        <PencilIcon aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive size-8"
        aria-label={isSelf ? "Você não pode excluir a própria conta" : `Excluir ${user.name}`}
        title={isSelf ? "Você não pode excluir a própria conta" : undefined}
        disabled={isSelf}
        onClick={() => setDialog("delete")}
      >
        <Trash2Icon aria-hidden />
      </Button>
      {dialog === "edit" && <EditUserDialog user={user} isSelf={isSelf} open onOpenChange={close} />}
      {dialog === "delete" && <DeleteUserDialog user={user} open onOpenChange={close} />}
    </div>
  );
}
