"use client";

import { useTransition } from "react";
import { BookmarkIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { setSaved, useSavedFlow } from "@/lib/client/saved-flows";
import { toast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";

export interface SaveFlowButtonProps {
  flowId: string;
  flowName: string;
  /** A card's: the icon alone (its name says 'Salvar …' or 'Salvo …'), so a phone's card footer keeps one row. */
  compact?: boolean;
  className?: string;
}

/** The button itself: 'Salvar', or 'Salvo' (filled) for a saved flow. Nothing for a visitor. */
export function SaveFlowButtonContent({ flowId, flowName, compact = false, className }: SaveFlowButtonProps) {
  const saved = useSavedFlow(flowId);
  const [pending, startTransition] = useTransition();
  if (saved === null) return null;
  // While the saved flows load: the button's room, unseen and unreachable. Never `disabled`: its
  // opacity would fade back afterwards, and be read half-faded by a contrast check.
  const loading = saved === undefined;
  const toggle = () =>
    startTransition(async () => {
      const result = await setSaved(flowId, !saved);
      if (result.ok) toast.success(result.data.saved ? "Fluxo salvo em Meu Perfil › Salvos." : "Fluxo removido dos salvos.");
      else toast.error(result.network ? "Sem conexão. Tente novamente." : (result.message ?? `Erro ao salvar o fluxo: ${result.status}`));
    });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      title={compact ? (saved ? "Salvo" : "Salvar") : undefined}
      // The name says the state, as the text does ('Salvo' once saved; a click then removes it).
      aria-label={`${saved ? "Salvo" : "Salvar"} ${flowName}`}
      // The change shows at once (lib/client/saved-flows.ts); a click while it is sent is ignored.
      aria-busy={pending || undefined}
      onClick={loading || pending ? undefined : toggle}
      aria-hidden={loading || undefined}
      tabIndex={loading ? -1 : undefined}
      className={cn("relative z-10", compact && "size-8 px-0 has-[>svg]:px-0", loading && "invisible", className)}
    >
      <BookmarkIcon aria-hidden className={cn(saved && "fill-current")} />
      {!compact && (saved ? "Salvo" : "Salvar")}
    </Button>
  );
}
