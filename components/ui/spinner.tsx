import { clsx } from "clsx";

/**
 * Centred busy indicator with a visible, announced label. The ring is pure CSS: loading screens are
 * part of every page's first load, so they carry no icon component.
 */
function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={clsx("spinner", className)}>
      <span className="border-primary size-8 animate-spin rounded-full border-[3px] border-t-transparent" aria-hidden />
      {label ? <p className="text-muted-foreground text-sm">{label}</p> : <span className="sr-only">Carregando...</span>}
    </div>
  );
}

export { Spinner };
