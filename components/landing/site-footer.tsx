import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { LegalDialog } from "./legal/legal-dialog";
import { SECTION_LINKS } from "./section-links";

const linkClass =
  "text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 rounded-sm text-sm underline-offset-4 transition-colors outline-none hover:underline focus-visible:ring-[3px]";

/** The landing page's footer; other pages pass `sectionBase="/"` so its section links lead back to the landing page. */
export function SiteFooter({ sectionBase = "" }: { sectionBase?: string }) {
  return (
    <footer className="bg-muted/50 border-t">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 border-b py-12 md:flex-row md:items-center">
          <div>
            <p className="text-2xl font-bold tracking-tight">Pronto para automatizar mais rápido?</p>
            <p className="text-muted-foreground mt-2">Crie sua conta em menos de um minuto e ganhe 2 downloads gratuitos.</p>
          </div>
          <Button asChild size="lg" className="shrink-0">
            <Link href="/login">
              Começar Grátis <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </div>

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[2fr_1fr_1fr] lg:gap-10">
          <div className="col-span-2 max-w-sm lg:col-span-1">
            <Logo />
            <p className="text-muted-foreground mt-4 text-sm leading-relaxed">
              Catálogo brasileiro de fluxos de automação prontos para n8n, Typebot e Make, feito pela e para a comunidade.
            </p>
          </div>

          <nav aria-label="Rodapé">
            <h2 className="text-sm font-semibold">Plataforma</h2>
            <ul className="mt-4 space-y-3">
              <li>
                <Link href="/fluxos" className={linkClass}>
                  Explorar fluxos
                </Link>
              </li>
              {SECTION_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={`${sectionBase}${link.href}`} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
              <li>
                <Link href="/login" className={linkClass}>
                  Entrar na minha conta
                </Link>
              </li>
            </ul>
          </nav>

          <div>
            <h2 className="text-sm font-semibold">Legal</h2>
            <ul className="mt-4 space-y-3">
              <li>
                <LegalDialog title="Termos de Uso" doc="termos" />
              </li>
              <li>
                <LegalDialog title="Política de Privacidade" doc="privacidade" />
              </li>
              <li>
                <a href="mailto:privacidade@fluxoteca.dev" className={linkClass}>
                  Contato sobre privacidade
                </a>
              </li>
            </ul>
          </div>
        </div>

        <p className="text-muted-foreground border-t py-6 text-center text-sm sm:text-left">
          © {new Date().getFullYear()} Fluxoteca. Feito no Brasil para quem automatiza.
        </p>
      </div>
    </footer>
  );
}
