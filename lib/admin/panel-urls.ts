/** Links inside an admin tab: the tab plus its own list parameters, with some changed (pure). */
import { adminTabHref, type AdminTab } from "./tabs";

type RawParams = Record<string, string | string[] | undefined>;

export function tabListHref(tab: AdminTab, raw: RawParams, keys: readonly string[], changes: Record<string, string | undefined>): string {
  const params: Record<string, string | undefined> = {};
  for (const key of keys) {
    const value = raw[key];
    params[key] = Array.isArray(value) ? value[0] : value;
  }
  return adminTabHref(tab, { ...params, ...changes });
}
