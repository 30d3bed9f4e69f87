import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const hasAccountHint = () => document.documentElement.hasAttribute("data-conta");

/**
 * Whether this browser has signed in, from the `data-conta` hint on <html> (lib/page-flags.ts):
 * `undefined` on the server and while hydrating, so a shared page renders the same for everyone.
 */
export function useAccountHint(): boolean | undefined {
  return useSyncExternalStore(noSubscription, hasAccountHint, () => undefined);
}
