"use client";

import { useCallback, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

type Update = Record<string, string | string[] | undefined>;

/** Changes some of the catalogue's URL parameters (undefined removes one). */
export type CatalogUpdate = (changes: Update, opts?: { replace?: boolean }) => void;

/** The catalogue keeps its state in the URL; every filter change goes back to page 1 (SPEC §4). */
export function useCatalogUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();

  const update = useCallback(
    (changes: Update, opts: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        for (const v of Array.isArray(value) ? value : value ? [value] : []) next.append(key, v);
      }
      if (!("page" in changes)) next.delete("page");
      const query = next.toString();
      const href = query ? `${pathname}?${query}` : pathname;
      startTransition(() => (opts.replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
    },
    [params, pathname, router],
  );

  return { params, update, pending };
}
