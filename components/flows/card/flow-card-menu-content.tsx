"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ExternalLinkIcon, EyeIcon, LinkIcon, MoreVerticalIcon, PencilIcon, StarIcon, Trash2Icon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import type { ReviewViewer } from "@/components/reviews/reviews-panel";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { FlowSummary } from "@/lib/flows/dto";
import { useOpened } from "@/lib/client/use-opened";
import { DeleteFlowDialog, EditFlowDialog, preloadOwnerDialogs, preloadReviewsDialog, ReviewsDialog } from "../edit/lazy-flow-dialogs";

export interface FlowCardMenuProps {
  flow: Pick<FlowSummary, "id" | "name">;
  /**
   * The fields the edit dialog starts from, passed only to the author or an admin (decided on the
   * server; the API checks again): their presence enables 'Editar' and 'Excluir'. Other viewers'
   * cards do not carry them in the page.
   */
  editable?: Pick<FlowSummary, "description" | "tutorialUrl" | "tags" | "isPublic">;
  /** Opens the detail dialog (the dashboard); without it the menu has no 'Ver detalhes'. */
  detailHref?: string;
  /** The flow's page, opened and copied by the menu: `/flow/{id}` unless given. */
  pageHref?: string;
  viewer: ReviewViewer;
}

/**
 * A card's more-options menu: details, page, copy link, reviews, and edit/delete for the author or
 * an admin. Loaded on the first use of its trigger (flow-card-menu.tsx), so it mounts open.
 */
export function FlowCardMenuContent({ flow, editable, detailHref, pageHref = `/flow/${flow.id}`, viewer }: FlowCardMenuProps) {
  const canEdit = editable !== undefined;
  const router = useRouter();
  const [dialog, setDialog] = useState<"reviews" | "edit" | "delete" | null>(null);
  // The dialogs give the focus back to this button: the menu item that opened them is gone.
  const trigger = useRef<HTMLButtonElement>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const reviewsMounted = useOpened(dialog === "reviews");
  const editMounted = useOpened(dialog === "edit");
  const deleteMounted = useOpened(dialog === "delete");
  // An open menu fetches the dialogs its items lead to.
  useEffect(() => {
    preloadReviewsDialog();
    if (canEdit) preloadOwnerDialogs();
  }, [canEdit]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(new URL(pageHref, window.location.origin).toString());
      toast.success("Copiado!");
    } catch {
      toast.error("Erro ao copiar");
    }
  }

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} type="button" variant="ghost" size="icon" className="relative z-10 size-8" aria-label={`Mais opções de ${flow.name}`}>
            <MoreVerticalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {detailHref && (
            <DropdownMenuItem asChild>
              <Link href={detailHref} scroll={false}>
                <EyeIcon aria-hidden /> Ver detalhes
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link href={pageHref}>
              <ExternalLinkIcon aria-hidden /> Abrir página do fluxo
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={copyLink}>
            <LinkIcon aria-hidden /> Copiar link
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("reviews")}>
            <StarIcon aria-hidden /> Avaliações
          </DropdownMenuItem>
          {canEdit && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setDialog("edit")}>
                <PencilIcon aria-hidden /> Editar
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
                <Trash2Icon aria-hidden /> Excluir
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {reviewsMounted && (
        <ReviewsDialog
          flowId={flow.id}
          flowName={flow.name}
          viewer={viewer}
          open={dialog === "reviews"}
          onOpenChange={close}
          showTrigger={false}
          onChanged={() => router.refresh()}
          returnFocusTo={trigger}
        />
      )}
      {editable && editMounted && (
        <EditFlowDialog
          flow={{ ...flow, ...editable }}
          open={dialog === "edit"}
          onOpenChange={close}
          onSaved={() => router.refresh()}
          returnFocusTo={trigger}
        />
      )}
      {canEdit && deleteMounted && (
        <DeleteFlowDialog flow={flow} open={dialog === "delete"} onOpenChange={close} onDeleted={() => router.refresh()} returnFocusTo={trigger} />
      )}
    </>
  );
}
