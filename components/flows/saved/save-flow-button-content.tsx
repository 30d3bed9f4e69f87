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
  /** A card's small button, or the page's. */
  size?: "sm" | "default";
  className?: string;
}

/** The button itself: 'Salvar', or 'Salvo' (filled) for a saved flow. Nothing for a visitor. */
export function SaveFlowButtonContent({ flowId, flowName, size = "sm", className }: SaveFlowButtonProps) {
  const saved = useSavedFlow(flowId);
  const [pending, startTransition] = useTransition();
  if (saved === null) return null;
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
      size={size}
      // The name says the state, as the text does ('Salvo' once saved; a click then removes it).
      aria-label={`${saved ? "Salvo" : "Salvar"} ${flowName}`}
      disabled={loading || pending}
      onClick={toggle}
      className={cn("relative z-10", className)}
    >
      <BookmarkIcon aria-hidden className={cn(saved && "fill-current")} />
      {saved ? "Salvo" : "Salvar"}
    </Button>
  );
}
