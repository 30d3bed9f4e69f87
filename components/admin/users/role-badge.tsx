import { ShieldIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS, type UserRoleValue } from "@/lib/users/schemas";

/** Usuário / Admin, admins marked with a shield. */
export function RoleBadge({ role }: { role: UserRoleValue }) {
  return (
    <Badge variant={role === "ADMIN" ? "default" : "outline"}>
      {role === "ADMIN" && <ShieldIcon aria-hidden />}
      {ROLE_LABELS[role]}
    </Badge>
  );
}
