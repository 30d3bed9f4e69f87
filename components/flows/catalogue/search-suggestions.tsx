"use client";

import { useEffect, useReducer } from "react";

/** A suggestion of `GET /api/flows/suggest`: a tag of the catalogue or the name of a public flow. */
export interface Suggestion {
  kind: "tag" | "flow";
  label: string;
}

export interface SuggestionsState {
  items: Suggestion[];
  open: boolean;
  /** The highlighted option, -1 for none (the focus stays in the box either way). */
  active: number;
}

export type SuggestionsAction = { type: "loaded"; items: Suggestion[] } | { type: "close" } | { type: "point"; index: number } | { type: "key"; key: string };

export const MAX_SHOWN = 8;
export const MIN_CHARS = 2;
const DEBOUNCE_MS = 200;

export const closedSuggestions: SuggestionsState = { items: [], open: false, active: -1 };

/** The list's state: new suggestions, ArrowDown/ArrowUp moving (round the ends), Escape closing. */
export function suggestionsReducer(state: SuggestionsState, action: SuggestionsAction): SuggestionsState {
  switch (action.type) {
    case "loaded": {
      const items = action.items.slice(0, MAX_SHOWN);
      return { items, open: items.length > 0, active: -1 };
    }
    case "close":
      return state.open ? { ...state, open: false, active: -1 } : state;
    case "point":
      return { ...state, active: action.index };
    case "key": {
      const n = state.items.length;
      if (n === 0) return state;
      if (action.key === "ArrowDown")
        return state.open ? { ...state, active: state.active + 1 >= n ? 0 : state.active + 1 } : { ...state, open: true, active: 0 };
      if (action.key === "ArrowUp")
        return state.open ? { ...state, active: state.active <= 0 ? n - 1 : state.active - 1 } : { ...state, open: true, active: n - 1 };
      if (action.key === "Escape" || action.key === "Enter") return suggestionsReducer(state, { type: "close" });
      return state;
    }
  }
}

/**
 * What a key in the search box does to the list: the next state, the suggestion Enter picks, and
 * whether the key was the list's (its default action is then prevented: Escape must not also empty
 * the box, the arrows must not move the caret).
 */
export function suggestionKey(state: SuggestionsState, key: string): { state: SuggestionsState; pick?: Suggestion; handled: boolean } {
  const next = suggestionsReducer(state, { type: "key", key });
  if (key === "Enter") {
    const pick = state.open ? state.items[state.active] : undefined;
    return { state: next, pick, handled: pick !== undefined };
  }
  const handled = state.items.length > 0 && (key === "ArrowDown" || key === "ArrowUp" || (key === "Escape" && state.open));
  return { state: next, handled };
}

export const LISTBOX_ID = "sugestoes-busca";
export const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

/**
 * Suggestions for what is typed in the box: asked for 200 ms after the last key, for two characters
 * or more, while `enabled` (the user is typing, not the URL filling the box).
 */
export function useSearchSuggestions(query: string, enabled: boolean) {
  const [state, dispatch] = useReducer(suggestionsReducer, closedSuggestions);
  const wanted = enabled && query.trim().length >= MIN_CHARS;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const t = setTimeout(async () => {
      try {
        const res = await fetch(`/api/flows/suggest?q=${encodeURIComponent(query)}`, { signal: controller.signal });
        if (!res.ok) return;
        const body = (await res.json()) as { suggestions?: Suggestion[] };
        dispatch({ type: "loaded", items: (body.suggestions ?? []).map(({ kind, label }) => ({ kind, label })) });
      } catch {
        // Aborted by the next key, or offline: the box works without suggestions.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      controller.abort();
    };
  }, [query, wanted]);
  return [wanted ? state : closedSuggestions, dispatch] as const;
}

interface ListProps {
  state: SuggestionsState;
  onPoint: (index: number) => void;
  onPick: (suggestion: Suggestion) => void;
}

/** The options under the box; a click picks one without taking the focus from the box. */
export function SuggestionsList({ state, onPoint, onPick }: ListProps) {
  return (
    <ul
      id={LISTBOX_ID}
      role="listbox"
      aria-label="Sugestões de busca"
      hidden={!state.open}
      className="bg-popover text-popover-foreground absolute inset-x-0 top-full z-30 mt-1 grid max-h-80 overflow-y-auto rounded-md border p-1 shadow-md"
    >
      {state.items.map((item, i) => (
        <li
          key={`${item.kind}:${item.label}`}
          id={optionId(i)}
          role="option"
          aria-selected={i === state.active}
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => i !== state.active && onPoint(i)}
          onClick={() => onPick(item)}
          className="aria-selected:bg-accent aria-selected:text-accent-foreground flex cursor-pointer items-center justify-between gap-3 rounded-sm px-2 py-1.5 text-sm"
        >
          <span className="truncate">{item.label}</span>
          <span className="text-muted-foreground shrink-0 text-xs">{item.kind === "tag" ? "Tag" : "Fluxo"}</span>
        </li>
      ))}
    </ul>
  );
}
