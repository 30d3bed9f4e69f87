import Link from "next/link";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ContributeButton } from "@/components/payments/contribute-button";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";
import type { Quota } from "@/lib/downloads/quota";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { QuotaMeter } from "./quota-meter";

export interface HeaderAccount {
  firstName: string;
  quota: Quota;
  contribution: ContributionSettings;
}

export const firstNameOf = (name: string) => name.split(" ")[0] ?? name;

/**
 * The cluster's icons, rendered by the server and handed over as elements: the shared dashboard's
 * cluster is a client component, and lucide's icon components would otherwise join its first load.
 */
export interface AccountIcons {
  contributor: React.ReactNode;
  profile: React.ReactNode;
  admin: React.ReactNode;
}

/**
 * The signed-in header's right side: greeting, quota or Contribuidor badge, Perfil, Admin, Sair, the
 * theme toggle, and the menu below 768 px. `account` is undefined while a shared page (the cached
 * dashboard) is still asking who is signed in: placeholders of the same size hold the row.
 */
export function AccountCluster({ account, icons }: { account: HeaderAccount | undefined; icons: AccountIcons }) {
  return (
    <div className="ml-auto flex items-center gap-3">
      <div className="hidden items-center gap-4 md:flex">
        {account ? (
          <AccountLinks account={account} icons={icons} />
        ) : (
          <div className="flex items-center gap-4" role="status" aria-busy="true" aria-label="Carregando sua conta">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-8 w-40 max-lg:hidden" />
            <Skeleton className="h-8 w-20" />
          </div>
        )}
      </div>
      <ThemeToggle />
      <div className="md:hidden">{account ? <MobileMenu name={account.firstName} isAdmin={account.quota.isAdmin} /> : <Skeleton className="size-9" />}</div>
    </div>
  );
}

function AccountLinks({ account: { firstName, quota, contribution }, icons }: { account: HeaderAccount; icons: AccountIcons }) {
  return (
    <>
      <span className="text-sm">
        Olá, <strong>{firstName}</strong>
      </span>
      {quota.isAdmin ? null : quota.hasContributed ? (
        <Badge variant="success">{icons.contributor} Contribuidor</Badge>
      ) : (
        <>
          <QuotaMeter quota={quota} />
          <ContributeButton size="sm" variant="secondary" settings={contribution} />
        </>
      )}
      <Button asChild variant="ghost" size="sm">
        <Link href="/profile">{icons.profile} Perfil</Link>
      </Button>
      {quota.isAdmin && (
        <Button asChild variant="ghost" size="sm">
          <Link href="/admin">{icons.admin} Admin</Link>
        </Button>
      )}
      <LogoutButton />
    </>
  );
}
