import Link from "next/link";
import { BadgeCheckIcon, CompassIcon, ShieldIcon, UserIcon } from "lucide-react";
import { Logo } from "@/components/layout/logo";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ContributeButton } from "@/components/payments/contribute-button";
import type { Viewer } from "@/lib/auth/viewer";
import { computeQuota } from "@/lib/downloads/quota";
import { getSettings } from "@/lib/settings/queries";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { QuotaMeter } from "./quota-meter";

interface Props {
  viewer: Pick<Viewer, "name" | "role" | "hasContributed" | "downloadCount">;
}

/** Signed-in header: Explorar fluxos, greeting, quota or Contribuidor badge, Perfil, Admin, Sair; a menu below 768 px. */
export async function AppHeader({ viewer }: Props) {
  const settings = await getSettings();
  const quota = computeQuota(viewer, settings.freeDownloadLimit);
  const firstName = viewer.name.split(" ")[0] ?? viewer.name;
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Logo href="/dashboard" />
        {/* From 1024 px; below 768 px it is in the menu (between them the account cluster fills the row). */}
        <nav aria-label="Navegação principal" className="hidden lg:block">
          <Button asChild variant="ghost" size="sm" className="text-muted-foreground hover:text-foreground">
            <Link href="/fluxos">
              <CompassIcon aria-hidden /> Explorar fluxos
            </Link>
          </Button>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <div className="hidden items-center gap-4 md:flex">
            <span className="text-sm">
              Olá, <strong>{firstName}</strong>
            </span>
            {quota.isAdmin ? null : quota.hasContributed ? (
              <Badge variant="success">
                <BadgeCheckIcon aria-hidden /> Contribuidor
              </Badge>
            ) : (
              <>
                <QuotaMeter quota={quota} />
                <ContributeButton size="sm" variant="secondary" settings={{ minAmount: settings.minContributionAmount, message: settings.contributionMessage }} />
              </>
            )}
            <Button asChild variant="ghost" size="sm">
              <Link href="/profile">
                <UserIcon aria-hidden /> Perfil
              </Link>
            </Button>
            {quota.isAdmin && (
              <Button asChild variant="ghost" size="sm">
                <Link href="/admin">
                  <ShieldIcon aria-hidden /> Admin
                </Link>
              </Button>
            )}
            <LogoutButton />
          </div>
          <ThemeToggle />
          <div className="md:hidden">
            <MobileMenu name={firstName} isAdmin={quota.isAdmin} />
          </div>
        </div>
      </div>
    </header>
  );
}
