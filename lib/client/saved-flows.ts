import { useSyncExternalStore } from "react";
import { deleteJson, putJson, type ApiResult } from "./api";

/*
 * The flows this browser's user saved (docs/product-rules.md §12, "Fluxos salvos"), for the 'Salvar'
 * buttons of pages served from the shared cache: one `GET /api/users/me/saved/ids` per page load,
 * shared by every button, and a change made by one button shows on all of them.
 */

/** `undefined` while loading; null for a visitor or a failed read (no button then). */
type State = ReadonlySet<string> | null | undefined;

let state: State;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();
const changeListeners = new Set<(flowId: string, saved: boolean) => void>();

function settle(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

async function read(): Promise<ReadonlySet<string> | null> {
  try {
    const res = await fetch("/api/users/me/saved/ids", { cache: "no-store", credentials: "same-origin" });
    if (!res.ok) return null;
    const { ids } = (await res.json()) as { ids: string[] };
    return new Set(ids);
  } catch {
    return null;
  }
}

function load() {
  if (request) return;
  // A browser that never signed in (no account hint, lib/page-flags.ts) saved nothing here.
  if (!document.documentElement.hasAttribute("data-conta")) {
    request = Promise.resolve().then(() => settle(null));
    return;
  }
  const current: Promise<void> = read().then((next) => {
    if (request === current) settle(next);
  });
  request = current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the flow is saved: `undefined` while loading, null when the user is not signed in. */
export function useSavedFlow(flowId: string): boolean | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (state === undefined || state === null ? state : state.has(flowId)),
    () => undefined,
  );
}

/** Saves or unsaves the flow; every button shows the change at once, and goes back if the call fails. */
export async function setSaved(flowId: string, saved: boolean): Promise<ApiResult<{ flowId: string; saved: boolean }>> {
  const before = state;
  const change = (on: boolean) => {
    if (!state) return;
    const next = new Set(state);
    if (on) next.add(flowId);
    else next.delete(flowId);
    settle(next);
  };
  change(saved);
  const url = `/api/flows/${encodeURIComponent(flowId)}/saved`;
  const result = saved ? await putJson<{ flowId: string; saved: boolean }>(url) : await deleteJson<{ flowId: string; saved: boolean }>(url);
  if (!result.ok && before) change(!saved);
  if (result.ok) for (const listener of changeListeners) listener(flowId, saved);
  return result;
}

/**
 * Calls `listener` with each change once the server has it (the buttons change before): the
 * profile's 'Salvos' list takes a card out then. Returns the way to stop.
 */
export function onSavedChange(listener: (flowId: string, saved: boolean) => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}
