import { cn } from "@/lib/utils";

type LandingSectionProps = {
  id: string;
  eyebrow: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  /** Muted band to separate neighbouring sections visually. */
  tinted?: boolean;
};

/** Shared shell of every landing section: labelled by its own h2 so screen readers list it as a region. */
export function LandingSection({ id, eyebrow, title, description, children, className, tinted = false }: LandingSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-20 sm:py-24", tinted && "bg-muted/50 border-y", className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {description && <p className="text-muted-foreground mt-4 text-lg text-pretty">{description}</p>}
        </div>
        <div className="mt-12 sm:mt-16">{children}</div>
      </div>
    </section>
  );
}
