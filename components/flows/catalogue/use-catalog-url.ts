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

/**
 * Where a change of the catalogue's filters leads, from the current path and query: the changes
 * applied, back to page 1 unless the page is what changed, and on a facet page the path kept while
 * its filter still holds (the query string then leaves it out) or `rootPath` once it does not.
 */
export function catalogHref(pathname: string, current: URLSearchParams, changes: Update, facet?: CatalogFacet): string {
  const next = new URLSearchParams(current.toString());
  // The whole state first: the path's filter as if it were in the query string.
  if (facet) {
    const others = facet.param === "tags" ? next.getAll(facet.param).filter((v) => v !== facet.value) : [];
    withValues(next, facet.param, [facet.value, ...others]);
  }
  for (const [key, value] of Object.entries(changes)) withValues(next, key, Array.isArray(value) ? value : value ? [value] : []);
  if (!("page" in changes)) next.delete("page");
  let path = pathname;
  if (facet) {
    const values = next.getAll(facet.param);
    if (values.includes(facet.value))
      withValues(
        next,
        facet.param,
        values.filter((v) => v !== facet.value),
      );
    else path = facet.rootPath;
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** The catalogue keeps its state in the URL; every filter change goes back to page 1 (docs/product-rules.md §11). */
export function useCatalogUrl(facet?: CatalogFacet) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const { param, value, rootPath } = facet ?? {};

  const update = useCallback(
    (changes: Update, opts: { replace?: boolean } = {}) => {
      const href = catalogHref(
        pathname,
        params,
        changes,
        param !== undefined && value !== undefined && rootPath !== undefined ? { param, value, rootPath } : undefined,
      );
      startTransition(() => (opts.replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
    },
    [params, pathname, router, param, value, rootPath],
  );

  return { params, update, pending };
}
