"use client";

import { useSyncExternalStore } from "react";
import type { Me } from "@/lib/users/dto";

/**
 * The signed-in user on a page served from the shared cache: one `GET /api/users/me` per page
 * load, shared by every component that asks. `undefined` while loading, `null` for a visitor.
 */
type State = Me | null | undefined;

let state: State;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(signedIn = false) {
  // A browser that never signed in (no account hint, lib/page-flags.ts) is a visitor: no request.
  if (!request && !signedIn && !document.documentElement.hasAttribute("data-conta")) {
    request = Promise.resolve().then(() => {
      state = null;
      for (const listener of listeners) listener();
    });
    return;
  }
  request ??= fetch("/api/users/me", { cache: "no-store", credentials: "same-origin" })
    .then(async (res) => (res.ok ? ((await res.json()) as Me) : null))
    .catch(() => null)
    .then((me) => {
      state = me;
      for (const listener of listeners) listener();
    });
}

function subscriber(signedIn: boolean) {
  return (listener: () => void) => {
    listeners.add(listener);
    load(signedIn);
    return () => listeners.delete(listener);
  };
}

const subscribe = subscriber(false);
// A page behind login (the shared dashboard): the server checked the session, so ask even without the hint.
const subscribeSignedIn = subscriber(true);

/** Call after something changes the user (a download, a contribution, a logout) to read it again. */
export function refreshAccount() {
  request = undefined;
  load();
}

export function useAccount({ signedIn = false }: { signedIn?: boolean } = {}): State {
  return useSyncExternalStore(
    signedIn ? subscribeSignedIn : subscribe,
    () => state,
    () => undefined,
  );
}
