import Link from "next/link";
import { CompassIcon } from "lucide-react";
import { Logo } from "@/components/layout/logo";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { MemberArea } from "./account-area";
import { LoginLink } from "./login-link";

/**
 * Header of the public pages (`/fluxos`…), the same HTML for everyone so the page can be served from
 * the shared cache: a visitor sees "Entrar" and "Criar conta", a browser that has signed in sees its
 * account (decided before the first paint from `data-conta`, filled after hydration).
 */
export function PublicHeader() {
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Logo className="shrink-0 max-[399px]:[&>span:last-child]:hidden" />
        <nav aria-label="Navegação principal" className="ml-1 sm:ml-2">
          <Link
            href="/fluxos"
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] sm:px-3"
          >
            <CompassIcon className="size-4 sm:hidden" aria-hidden />
            {/* On phones only the icon shows; the name stays for screen readers. */}
            <span className="max-sm:sr-only">Explorar fluxos</span>
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="flex items-center gap-1 sm:gap-2 [html[data-conta]_&]:hidden">
            <LoginLink variant="ghost" size="sm" className="px-2.5 sm:px-3">
              Entrar
            </LoginLink>
            <LoginLink size="sm">Criar conta</LoginLink>
          </div>
          <div className="hidden [html[data-conta]_&]:block">
            <MemberArea />
          </div>
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
