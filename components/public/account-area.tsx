"use client";

import dynamic from "next/dynamic";
import { useAccountHint } from "@/components/account/account-hint";
import { AccountSkeleton } from "./account-skeleton";
import { LoginLink } from "./login-link";

// Visitors never see the account area: its code (account request, quota, 'Contribuir', 'Sair')
// loads only in a browser that has signed in.
const MemberAreaContent = dynamic(() => import("./account-area-content").then((m) => m.MemberAreaContent), {
  ssr: false,
  loading: AccountSkeleton,
});

/**
 * The signed-in part of a public page's header, filled after hydration (the page itself is shared
 * by everyone). Shown only when <html> has `data-conta` (lib/page-flags.ts).
 */
export function MemberArea() {
  const hinted = useAccountHint();
  if (hinted === undefined) return <AccountSkeleton />;
  if (!hinted) {
    return (
      <LoginLink variant="ghost" size="sm">
        Entrar
      </LoginLink>
    );
  }
  return <MemberAreaContent />;
}
