"use client";

import { useState } from "react";
import { FolderPlusIcon } from "lucide-react";
import { useAccount } from "@/components/account/use-account";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { CollectionPicker } from "./collection-picker";

export interface AddToCollectionProps {
  flowId: string;
  flowName: string;
  className?: string;
}

/** The button and its panel. Nothing for a visitor (a browser whose session ended, too). */
export function AddToCollectionContent({ flowId, flowName, className }: AddToCollectionProps) {
  // The account the page already asks for (components/account/use-account.ts): no request of its own.
  const account = useAccount();
  const [open, setOpen] = useState(false);
  if (account === null) return null;
  // While the account loads: the button's room, unseen and unreachable (never `disabled`, see 'Salvar').
  const loading = account === undefined;
  const button = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-hidden={loading || undefined}
      tabIndex={loading ? -1 : undefined}
      className={cn("relative z-10", loading && "invisible", className)}
    >
      <FolderPlusIcon aria-hidden /> Adicionar à coleção
    </Button>
  );
  if (loading) return button;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{button}</PopoverTrigger>
      <PopoverContent aria-label="Adicionar à coleção" className="grid gap-3">
        {/* Mounted while open: each opening reads the collections again. */}
        <CollectionPicker flowId={flowId} flowName={flowName} />
      </PopoverContent>
    </Popover>
  );
}
