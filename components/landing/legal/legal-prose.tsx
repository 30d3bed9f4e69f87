import { cn } from "@/lib/utils";

/** Typography for the legal texts; the dialog title is the h2, so clauses are h3. */
export function LegalProse({ children }: { children: React.ReactNode }) {
  return <div className="text-muted-foreground space-y-6 text-sm leading-relaxed [&_strong]:text-foreground">{children}</div>;
}

export function LegalClause({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2.5">
      <h3 className="text-foreground text-base font-semibold">
        {number}. {title}
      </h3>
      {children}
    </section>
  );
}

export function LegalList({ children, className }: { children: React.ReactNode; className?: string }) {
  return <ul className={cn("marker:text-primary list-disc space-y-1.5 pl-5", className)}>{children}</ul>;
}

export const CONTACT_EMAIL = "contato@fluxoteca.dev";
export const PRIVACY_EMAIL = "privacidade@fluxoteca.dev";

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-primary font-medium underline underline-offset-4">
      {email}
    </a>
  );
}
