"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useAccount } from "@/components/account/use-account";
import { AccountCluster, firstNameOf, type AccountIcons } from "./account-cluster";

/**
 * The header's account side on the dashboard served from the shared page cache: the page is the
 * same for every member, so who is signed in comes from `GET /api/users/me` after hydration. A
 * session that ended meanwhile goes to the login, and back here after it.
 */
export function LiveAccountCluster({ icons }: { icons: AccountIcons }) {
  const me = useAccount({ signedIn: true });
  const router = useRouter();
  useEffect(() => {
    if (me !== null) return;
    const back = `${window.location.pathname}${window.location.search}`;
    router.replace(`/login?callbackUrl=${encodeURIComponent(back)}`);
  }, [me, router]);
  const account = me ? { firstName: firstNameOf(me.user.name), quota: me.quota, contribution: me.contribution } : undefined;
  return <AccountCluster account={account} icons={icons} />;
}
