import { useSyncExternalStore } from "react";
import type { UpdateSinceDownload } from "@/lib/flows/versions/display";

/*
 * The flows this browser's user downloaded that have a newer version since (docs/product-rules.md
 * §20), for the marks on catalogue cards. The cards' HTML is the same for everyone (shared cache),
 * so the marks are learnt after hydration: one `GET /api/users/me/flow-updates` per page load, shared
 * by every card that asks, and none for a browser that never signed in.
 */

type Mark = UpdateSinceDownload & { flowId: string };

/** `undefined` while loading; empty for a visitor, a failed read or nothing new. */
type State = ReadonlyMap<string, Mark> | undefined;

const NONE: ReadonlyMap<string, Mark> = new Map();

let state: State;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function settle(next: ReadonlyMap<string, Mark>) {
  state = next;
  for (const listener of listeners) listener();
}

async function read(): Promise<ReadonlyMap<string, Mark>> {
  try {
    const res = await fetch("/api/users/me/flow-updates", { cache: "no-store", credentials: "same-origin" });
    if (!res.ok) return NONE;
    const { updates } = (await res.json()) as { updates: Mark[] };
    return new Map(updates.map(({ flowId, downloadedVersion, latestVersion, summary }) => [flowId, { flowId, downloadedVersion, latestVersion, summary }]));
  } catch {
    return NONE;
  }
}

function load(signedIn: boolean) {
  if (request) return;
  // A browser that never signed in (no account hint, lib/page-flags.ts) has downloaded nothing here.
  if (!signedIn && !document.documentElement.hasAttribute("data-conta")) {
    request = Promise.resolve().then(() => settle(NONE));
    return;
  }
  // A refresh while this was under way asked again: only the newest answer counts.
  const current: Promise<void> = read().then((next) => {
    if (request === current) settle(next);
  });
  request = current;
}

/** Listens to the marks, starting their one request of the page load (the hook's subscription). */
export function subscribeFlowUpdates(listener: () => void, { signedIn = false }: { signedIn?: boolean } = {}) {
  listeners.add(listener);
  load(signedIn);
  return () => {
    listeners.delete(listener);
  };
}

/** Every mark, once read: the page's one request, shared with the cards (a signed-in caller). */
export async function loadFlowUpdates(): Promise<ReadonlyMap<string, Mark>> {
  load(true);
  await request;
  return state ?? NONE;
}

/** One flow's mark: undefined while loading or when there is nothing new for this user. */
export const flowUpdateOf = (flowId: string): Mark | undefined => state?.get(flowId);

const subscribe = (listener: () => void) => subscribeFlowUpdates(listener);
// A page behind login (the dashboard): the server checked the session, so ask even without the hint.
const subscribeSignedIn = (listener: () => void) => subscribeFlowUpdates(listener, { signedIn: true });

/**
 * Call after a download or a new version: the marks are read again when some card shows them, or
 * on the next card that asks (a client navigation keeps this module and its answer).
 */
export function refreshFlowUpdates() {
  request = undefined;
  if (listeners.size > 0) load(true);
}

/** The mark of one flow's card: `undefined` while loading or when there is nothing new for this user. */
export function useFlowUpdate(flowId: string, { signedIn = false }: { signedIn?: boolean } = {}): UpdateSinceDownload | undefined {
  return useSyncExternalStore(
    signedIn ? subscribeSignedIn : subscribe,
    () => flowUpdateOf(flowId),
    () => undefined,
  );
}
