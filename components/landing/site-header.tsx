import Link from "next/link";
import { Logo } from "@/components/layout/logo";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Button } from "@/components/ui/button";
import { MobileMenu } from "./mobile-menu";
import { SECTION_LINKS } from "./section-links";

const navLink =
  "text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px]";

/** Sticky landing header. Below lg the links and the theme toggle move into a compact menu so both CTAs fit at 375 px and the links never wrap. */
export function SiteHeader() {
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        {/* The wordmark is dropped on the narrowest phones; the link keeps its accessible name. */}
        <Logo className="shrink-0 max-[399px]:[&>span:last-child]:hidden" />

        <nav aria-label="Navegação principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <Link href="/fluxos" className={navLink}>
                Explorar fluxos
              </Link>
            </li>
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={navLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <div className="hidden lg:block">
            <ThemeToggle />
          </div>
          <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
            <Link href="/login">Entrar</Link>
          </Button>
          <Button asChild size="sm">
            <Link href="/login">Começar Grátis</Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
