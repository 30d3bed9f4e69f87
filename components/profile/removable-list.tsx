"use client";

import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";

type Remove = (key: string) => void;

const RemoveContext = createContext<Remove>(() => undefined);

/** Inside a RemovableList: takes an item out once the server has the change. */
export function useRemoveFromList(): Remove {
  return useContext(RemoveContext);
}

export interface RemovableItem {
  key: string;
  node: React.ReactNode;
}

interface Props {
  /** The list's accessible name. */
  label: string;
  /** Drawn by the server page, in order. */
  items: RemovableItem[];
  className?: string;
  itemClassName?: string;
  /** In each item, what takes the focus when the one it had leaves (its own remove button). */
  focusSelector: string;
  /** The page before, when this one is not the first: where the list goes once its last item leaves. */
  previousPageHref: string | null;
  /** What shows when there is nothing (also drawn here by the server, so the focus has a place to stay). */
  empty: React.ReactNode;
  /** What watches for removals (they call useRemoveFromList). */
  children?: React.ReactNode;
}

/**
 * A profile list whose items leave without a reload (docs/product-rules.md §12, §26): the item goes
 * at once, the server page is asked again (the tab's count, the next page's first item), and the
 * focus, when it was on the item, moves to the same control of the next item (the previous one at
 * the end; the empty state when none is left). The item's own action announces the change.
 */
export function RemovableList({ label, items, className, itemClassName, focusSelector, previousPageHref, empty, children }: Props) {
  const router = useRouter();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  // The page before, once this page's last item has left, until the list shows it.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const leaving = leavingTo !== null && leavingTo === previousPageHref;
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  // Where the focus goes after the next render: the row at `index` (the last when past the end).
  const refocus = useRef<{ index: number } | null>(null);
  const shown = items.filter((item) => !removed.has(item.key));

  const remove = useCallback(
    (key: string) => {
      const rows = Array.from(listRef.current?.children ?? []) as HTMLElement[];
      const index = rows.findIndex((row) => row.dataset.key === key);
      if (index === -1) return;
      const active = document.activeElement;
      if (!active || active === document.body || rows[index]!.contains(active)) refocus.current = { index };
      setRemoved((before) => new Set(before).add(key));
      if (rows.length === 1 && previousPageHref) {
        // The page is empty now: the one before, whose last item is nearest to the one that left.
        setLeavingTo(previousPageHref);
        if (refocus.current) refocus.current = { index: Number.MAX_SAFE_INTEGER };
        router.replace(previousPageHref, { scroll: false });
      } else {
        router.refresh();
      }
    },
    [router, previousPageHref],
  );

  useLayoutEffect(() => {
    if (!refocus.current) return;
    const rows = Array.from(listRef.current?.children ?? []) as HTMLElement[];
    if (rows.length === 0 && leaving) return; // the page before is on its way
    const row = rows[Math.min(refocus.current.index, rows.length - 1)];
    refocus.current = null;
    (row?.querySelector<HTMLElement>(focusSelector) ?? row?.querySelector<HTMLElement>("a[href]") ?? emptyRef.current)?.focus();
  });

  return (
    <RemoveContext.Provider value={remove}>
      {shown.length > 0 ? (
        <ul ref={listRef} role="list" aria-label={label} className={className}>
          {shown.map((item) => (
            <li key={item.key} data-key={item.key} className={itemClassName}>
              {item.node}
            </li>
          ))}
        </ul>
      ) : (
        <div ref={emptyRef} tabIndex={-1} className="rounded-xl outline-none">
          {leaving ? null : empty}
        </div>
      )}
      {children}
    </RemoveContext.Provider>
  );
}
