import { Badge } from "@/components/ui/badge";
import { FLOW_STATUS_LABELS, type ModerationStatus } from "@/lib/flows/schemas";
import { CONTRIBUTION_STATUS_LABELS, type ContributionStatus } from "@/lib/payments/schemas";

const FLOW_VARIANT = { PENDING: "warning", APPROVED: "success", REJECTED: "destructive" } as const;

export function FlowStatusBadge({ status }: { status: ModerationStatus }) {
  return <Badge variant={FLOW_VARIANT[status]}>{FLOW_STATUS_LABELS[status]}</Badge>;
}

const CONTRIBUTION_VARIANT = {
  PENDING: "warning",
  APPROVED: "success",
  REJECTED: "destructive",
  CANCELLED: "secondary",
  REFUNDED: "outline",
} as const;

export function ContributionStatusBadge({ status }: { status: ContributionStatus }) {
  return <Badge variant={CONTRIBUTION_VARIANT[status]}>{CONTRIBUTION_STATUS_LABELS[status]}</Badge>;
}

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return <Badge variant="outline">{isPublic ? "Público" : "Privado"}</Badge>;
}
