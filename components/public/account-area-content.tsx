"use client";

import Link from "next/link";
import { BadgeCheckIcon, ShieldIcon, UserIcon } from "lucide-react";
import { useAccount } from "@/components/account/use-account";
import { LogoutButton } from "@/components/app/logout-button";
import { QuotaMeter } from "@/components/app/quota-meter";
import { ContributeButton } from "@/components/payments/contribute-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AccountSkeleton } from "./account-skeleton";
import { LoginLink } from "./login-link";

/** The account area of a browser that has signed in; if the session turns out to be over, "Entrar" again. */
export function MemberAreaContent() {
  const me = useAccount();
  if (me === undefined) return <AccountSkeleton />;
  if (me === null) {
    return (
      <LoginLink variant="ghost" size="sm">
        Entrar
      </LoginLink>
    );
  }
  const firstName = me.user.name.split(" ")[0] ?? me.user.name;
  return (
    <div className="flex items-center gap-2 md:gap-3">
      <span className="text-sm max-md:hidden">
        Olá, <strong>{firstName}</strong>
      </span>
      {me.quota.isAdmin ? null : me.quota.hasContributed ? (
        <Badge variant="success" className="max-md:hidden">
          <BadgeCheckIcon aria-hidden /> Contribuidor
        </Badge>
      ) : (
        <div className="flex items-center gap-3 max-lg:hidden">
          <QuotaMeter quota={me.quota} />
          <ContributeButton size="sm" variant="secondary" settings={me.contribution} />
        </div>
      )}
      <Button asChild variant="ghost" size="sm">
        <Link href="/profile">
          <UserIcon aria-hidden /> <span className="max-sm:sr-only">Perfil</span>
        </Link>
      </Button>
      {me.quota.isAdmin && (
        <Button asChild variant="ghost" size="sm" className="max-md:hidden">
          <Link href="/admin">
            <ShieldIcon aria-hidden /> Admin
          </Link>
        </Button>
      )}
      <div className="max-md:hidden">
        <LogoutButton />
      </div>
    </div>
  );
}
