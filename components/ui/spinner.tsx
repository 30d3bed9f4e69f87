import { Loader2Icon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Centred busy indicator with a visible, announced label. */
function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn("flex flex-col items-center justify-center gap-3 py-12", className)}>
      <Loader2Icon className="text-primary size-8 animate-spin" aria-hidden />
      {label ? <p className="text-muted-foreground text-sm">{label}</p> : <span className="sr-only">Carregando...</span>}
    </div>
  );
}

export { Spinner };
