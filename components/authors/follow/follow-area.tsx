"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { UserPlusIcon } from "lucide-react";
import { useAccountHint } from "@/components/account/account-hint";
import { LoginLink } from "@/components/public/login-link";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";

/** The member's button while it loads: the same size, so nothing moves. */
function FollowPlaceholder() {
  return (
    <Button type="button" variant="outline" size="sm" disabled aria-label="Carregando o botão Seguir">
      <UserPlusIcon aria-hidden />
      Seguir
    </Button>
  );
}

// Loaded only in a browser that has signed in: a visitor's page carries none of it.
const FollowButton = dynamic(() => import("./follow-button").then((m) => m.FollowButton), { ssr: false, loading: FollowPlaceholder });

/**
 * "Seguir" and the follower count on a creator page (docs/product-rules.md, "Seguir autores"). The page
 * is the same for everyone (shared cache), with a count that may be a minute old; after hydration a
 * browser that has signed in gets the member's button and the exact count, a visitor a way to sign in.
 */
export function FollowArea({ handle, name, followers }: { handle: string; name: string; followers: number }) {
  const member = useAccountHint();
  const [count, setCount] = useState(followers);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {member === undefined ? (
        <FollowPlaceholder />
      ) : member ? (
        <FollowButton handle={handle} name={name} onCount={setCount} />
      ) : (
        <LoginLink variant="outline" size="sm" aria-label={`Seguir ${name}: entre para seguir`}>
          <UserPlusIcon aria-hidden />
          Seguir
        </LoginLink>
      )}
      <p className="text-muted-foreground text-sm" data-testid="seguidores">
        <span className="text-foreground font-semibold tabular-nums">{formatNumber(count)}</span> {count === 1 ? "seguidor" : "seguidores"}
      </p>
    </div>
  );
}
