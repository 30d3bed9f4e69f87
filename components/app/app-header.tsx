import Link from "next/link";
import { BadgeCheckIcon, CompassIcon, ShieldIcon, UserIcon } from "lucide-react";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import type { Viewer } from "@/lib/auth/viewer";
import { computeQuota } from "@/lib/downloads/quota";
import { getSettings } from "@/lib/settings/queries";
import { AccountCluster, firstNameOf } from "./account-cluster";
import { LiveAccountCluster } from "./live-account-cluster";

interface Props {
  /** Null on the dashboard shared by every member (lib/cache): the account side fills in after hydration. */
  viewer: Pick<Viewer, "name" | "role" | "hasContributed" | "downloadCount"> | null;
}

/** Signed-in header: Explorar fluxos, greeting, quota or Contribuidor badge, Perfil, Admin, Sair; a menu below 768 px. */
export function AppHeader({ viewer }: Props) {
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
        {viewer ? <ServerAccountCluster viewer={viewer} /> : <LiveAccountCluster icons={ICONS} />}
      </div>
    </header>
  );
}

const ICONS = {
  contributor: <BadgeCheckIcon aria-hidden />,
  profile: <UserIcon aria-hidden />,
  admin: <ShieldIcon aria-hidden />,
};

async function ServerAccountCluster({ viewer }: { viewer: NonNullable<Props["viewer"]> }) {
  const settings = await getSettings();
  const account = {
    firstName: firstNameOf(viewer.name),
    quota: computeQuota(viewer, settings.freeDownloadLimit),
    contribution: { minAmount: settings.minContributionAmount, message: settings.contributionMessage },
  };
  return <AccountCluster account={account} icons={ICONS} />;
}
