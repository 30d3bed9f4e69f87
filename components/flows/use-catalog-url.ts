"use client";

import { useCallback, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

type Update = Record<string, string | string[] | undefined>;

/** Changes some of the catalogue's URL parameters (undefined removes one). */
export type CatalogUpdate = (changes: Update, opts?: { replace?: boolean }) => void;

/**
 * A facet page of the public catalogue (`/fluxos/tag/whatsapp`): its path holds one filter, the
 * query string the rest. Once a change drops that filter, the list continues at `rootPath` with
 * every filter in the query string.
 */
export interface CatalogFacet {
  /** The list parameter the path stands for (`tags`, `platform`…) and its value. */
  param: string;
  value: string;
  rootPath: string;
}

function withValues(params: URLSearchParams, key: string, values: string[]) {
  params.delete(key);
  for (const v of values) params.append(key, v);
}

/** The catalogue keeps its state in the URL; every filter change goes back to page 1 (SPEC §4). */
export function useCatalogUrl(facet?: CatalogFacet) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const { param: facetParam, value: facetValue, rootPath } = facet ?? {};

  const update = useCallback(
    (changes: Update, opts: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params.toString());
      // The whole state first: the path's filter as if it were in the query string.
      if (facetParam && facetValue !== undefined) {
        const others = facetParam === "tags" ? next.getAll(facetParam).filter((v) => v !== facetValue) : [];
        withValues(next, facetParam, [facetValue, ...others]);
      }
      for (const [key, value] of Object.entries(changes)) withValues(next, key, Array.isArray(value) ? value : value ? [value] : []);
      if (!("page" in changes)) next.delete("page");
      let path = pathname;
      if (facetParam && facetValue !== undefined) {
        const values = next.getAll(facetParam);
        if (values.includes(facetValue)) withValues(next, facetParam, values.filter((v) => v !== facetValue));
        else path = rootPath ?? pathname;
      }
      const query = next.toString();
      const href = query ? `${path}?${query}` : path;
      startTransition(() => (opts.replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
    },
    [params, pathname, router, facetParam, facetValue, rootPath],
  );

  return { params, update, pending };
}
