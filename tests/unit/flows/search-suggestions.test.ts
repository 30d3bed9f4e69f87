import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CatalogFilters } from "@/components/flows/catalogue/catalog-filters";
import { closedSuggestions, suggestionKey, suggestionsReducer, SuggestionsList, type Suggestion } from "@/components/flows/catalogue/search-suggestions";
import { listFlowsSchema } from "@/lib/flows/schemas";

vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation));

const items: Suggestion[] = [
  { kind: "tag", label: "whatsapp" },
  { kind: "flow", label: "Atendimento no WhatsApp" },
  { kind: "flow", label: "WhatsApp para planilha" },
];
const loaded = suggestionsReducer(closedSuggestions, { type: "loaded", items });

describe("search suggestions: the keyboard", () => {
  it("opens on new suggestions with none highlighted, and keeps 8 at most", () => {
    expect(loaded).toEqual({ items, open: true, active: -1 });
    const many = Array.from({ length: 12 }, (_, i): Suggestion => ({ kind: "tag", label: `t${i}` }));
    expect(suggestionsReducer(closedSuggestions, { type: "loaded", items: many }).items).toHaveLength(8);
    expect(suggestionsReducer(loaded, { type: "loaded", items: [] })).toEqual(closedSuggestions);
  });

  it("moves with ArrowDown and ArrowUp, round the ends", () => {
    const down = (s = loaded) => suggestionKey(s, "ArrowDown");
    const first = down();
    expect(first).toMatchObject({ handled: true, state: { active: 0 } });
    expect(down(down(first.state).state).state.active).toBe(2);
    expect(down(down(down(first.state).state).state).state.active).toBe(0);
    expect(suggestionKey(first.state, "ArrowUp").state.active).toBe(2);
    expect(suggestionKey(loaded, "ArrowUp").state.active).toBe(2);
  });

  it("picks the highlighted option with Enter and closes", () => {
    const second = suggestionKey(suggestionKey(loaded, "ArrowDown").state, "ArrowDown").state;
    const enter = suggestionKey(second, "Enter");
    expect(enter).toMatchObject({ handled: true, pick: items[1], state: { open: false, active: -1 } });
    // Nothing highlighted: Enter is the box's own.
    expect(suggestionKey(loaded, "Enter")).toMatchObject({ handled: false, pick: undefined, state: { open: false } });
  });

  it("closes with Escape, then leaves Escape to the box; ArrowDown opens again", () => {
    const escaped = suggestionKey(suggestionKey(loaded, "ArrowDown").state, "Escape");
    expect(escaped).toMatchObject({ handled: true, state: { open: false, active: -1 } });
    expect(suggestionKey(escaped.state, "Escape").handled).toBe(false);
    expect(suggestionKey(escaped.state, "ArrowDown")).toMatchObject({ handled: true, state: { open: true, active: 0 } });
  });

  it("ignores keys without suggestions, and other keys", () => {
    expect(suggestionKey(closedSuggestions, "ArrowDown")).toEqual({ state: closedSuggestions, handled: false });
    expect(suggestionKey(loaded, "a")).toEqual({ state: loaded, handled: false });
  });
});

describe("search suggestions: the markup", () => {
  it("makes the search box a combobox over a hidden, empty listbox", () => {
    const out = renderToStaticMarkup(createElement(CatalogFilters, { input: listFlowsSchema.parse({}), availableTags: [], integrations: [] }));
    expect(out).toMatch(/<input[^>]*role="combobox"[^>]*aria-expanded="false"[^>]*aria-controls="sugestoes-busca"/);
    expect(out).toMatch(/<ul id="sugestoes-busca" role="listbox" aria-label="Sugestões de busca" hidden=""/);
  });

  it("lists the options, the highlighted one selected", () => {
    const out = renderToStaticMarkup(createElement(SuggestionsList, { state: { ...loaded, active: 1 }, onPoint: vi.fn(), onPick: vi.fn() }));
    expect(out.match(/role="option"/g)).toHaveLength(3);
    expect(out).toMatch(/id="sugestoes-busca-1" role="option" aria-selected="true"[^>]*><span[^>]*>Atendimento no WhatsApp<\/span><span[^>]*>Fluxo<\/span>/);
    expect(out).toContain(">Tag</span>");
  });
});
