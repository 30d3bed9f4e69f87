"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CatalogUpdate } from "./use-catalog-url";

/** Typing waits this long before navigating, so a search runs per pause rather than per key. */
const PAUSE_MS = 350;

/**
 * A text box bound to one URL parameter of a list (the catalogue's search and author, the admin
 * searches): it follows the URL (back/forward) unless the person is typing in it, and writes each
 * pause in typing back to the URL in place of the current history entry. `sendNow` writes a value at
 * once, as a new entry (a picked suggestion); `reset` puts a value in the box that the caller is
 * writing to the URL itself ('Limpar Filtros').
 */
export function useUrlSearch({ id, param, value, update }: { id: string; param: string; value: string | undefined; update: CatalogUpdate }) {
  const [text, setText] = useState(value ?? "");

  // The focus check needs the DOM, so this cannot be derived during render.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with an external source (the URL), guarded by focus
    if (document.activeElement?.id !== id) setText(value ?? "");
  }, [id, value]);

  // The value last sent to the URL: until that navigation lands, the box already matches it (after
  // 'Limpar Filtros' on a slow connection the old term must not be sent back over the cleared URL).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    sent.current = null;
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === (value ?? "") || next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      update({ [param]: next || undefined }, { replace: true });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, param, update]);

  const reset = useCallback((next: string) => {
    setText(next);
    sent.current = next;
  }, []);
  const sendNow = useCallback(
    (next: string) => {
      reset(next);
      update({ [param]: next || undefined });
    },
    [param, reset, update],
  );

  return { text, setText, sendNow, reset };
}
