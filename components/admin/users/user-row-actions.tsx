"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { BadgeCheckIcon, BadgeXIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AdminUserDTO } from "@/lib/users/dto";
import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";

// The reason form and the history load on the first 'Verificar' (or when the pointer reaches it).
const loadVerification = () => import("./verification-dialog");
const VerificationDialog = dynamic(() => loadVerification().then((m) => m.VerificationDialog), { ssr: false });

interface Props {
  user: Pick<AdminUserDTO, "id" | "name" | "email" | "role" | "status" | "verified">;
  isSelf: boolean;
}

/**
 * Verify, edit and delete buttons of one row; an admin cannot delete their own account (docs/product-rules.md
 * §13). 'Verificar' / 'Remover verificação' opens the reason form with the mark's history.
 */
export function UserRowActions({ user, isSelf }: Props) {
  const [dialog, setDialog] = useState<"verify" | "edit" | "delete" | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const verifyLabel = user.verified ? `Remover verificação de ${user.name}` : `Verificar ${user.name}`;
  return (
    <div className="flex justify-end gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={verifyLabel}
        title={user.verified ? "Remover verificação" : "Verificar"}
        aria-haspopup="dialog"
        onClick={() => setDialog("verify")}
        onPointerEnter={() => void loadVerification()}
      >
        {user.verified ? <BadgeXIcon aria-hidden /> : <BadgeCheckIcon aria-hidden />}
      </Button>
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
      {dialog === "verify" && <VerificationDialog user={user} open onOpenChange={close} />}
      {dialog === "edit" && <EditUserDialog user={user} isSelf={isSelf} open onOpenChange={close} />}
      {dialog === "delete" && <DeleteUserDialog user={user} open onOpenChange={close} />}
    </div>
  );
}
