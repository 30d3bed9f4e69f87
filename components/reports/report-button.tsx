"use client";

import { useState } from "react";
import { FlagIcon } from "lucide-react";
import { preloadReportDialog, ReportDialog } from "@/components/flows/edit/lazy-flow-dialogs";
import { useOptionalFlowMember } from "@/components/flows/view/flow-member-context";
import { Button } from "@/components/ui/button";
import { useOpened } from "@/lib/client/use-opened";
import { cn } from "@/lib/utils";
import type { ReportTarget } from "@/components/reports/report-dialog";

interface Props {
  target: ReportTarget;
  /** Whose flow or review it is: nobody reports their own. */
  authorId: string | null;
  /** `compact`: the small text button under each review. */
  compact?: boolean;
}

/**
 * "Denunciar", for signed-in members only and never on their own flow or review (visitors see no
 * button: the public page is the same HTML for everyone, and this fills in after hydration).
 * Admins moderate from the panel instead. The dialog's code loads on the first click.
 */
export function ReportButton({ target, authorId, compact = false }: Props) {
  const account = useOptionalFlowMember()?.account;
  const [open, setOpen] = useState(false);
  const mounted = useOpened(open);
  if (!account || account.quota.isAdmin || account.user.id === authorId) return null;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={compact ? `Denunciar avaliação de ${target.label}` : undefined}
        className={cn("text-muted-foreground hover:text-destructive", compact && "h-7 px-2 text-xs")}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadReportDialog}
        onFocus={preloadReportDialog}
      >
        <FlagIcon aria-hidden /> Denunciar
      </Button>
      {mounted && <ReportDialog target={target} open={open} onOpenChange={setOpen} />}
    </>
  );
}
