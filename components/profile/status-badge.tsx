import { Badge } from "@/components/ui/badge";
import type { SessionUser } from "@/lib/users/dto";

type UserStatus = SessionUser["status"];

const STATUS: Record<UserStatus, { label: string; variant: "success" | "secondary" | "destructive" }> = {
  ACTIVE: { label: "Ativo", variant: "success" },
  INACTIVE: { label: "Inativo", variant: "secondary" },
  BANNED: { label: "Banido", variant: "destructive" },
};

/** docs/product-rules.md §12 profile card: Ativo / Inativo / Banido. */
export function StatusBadge({ status }: { status: UserStatus }) {
  const { label, variant } = STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
