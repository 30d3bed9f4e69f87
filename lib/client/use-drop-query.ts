"use client";

import { useEffect } from "react";

/**
 * Takes one-time secrets (a reset or verification token) out of the address bar once the page has
 * read them, so they do not stay in the history, in screenshots or in a link copied from the bar.
 */
export function useDropQueryParam(name: string) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(name)) return;
    url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [name]);
}
