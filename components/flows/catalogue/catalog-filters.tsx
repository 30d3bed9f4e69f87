"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { FUNNEL, LOADER_CIRCLE, SEARCH } from "@/components/ui/app-icons";
import { StaticIcon } from "@/components/ui/static-icon";
import { PLATFORM_LABELS, PLATFORMS } from "@/lib/workflow/platform-labels";
import type { ListFlowsInput } from "@/lib/flows/schemas";
import { useUrlSearch } from "./use-url-search";
import { LISTBOX_ID, optionId, suggestionKey, SuggestionsList, useSearchSuggestions, type Suggestion } from "./search-suggestions";
import { useCatalogUrl, type CatalogFacet } from "./use-catalog-url";

// The panel starts closed unless the URL carries one of its filters: its code loads when it opens
// (server-rendered, and so in the first load, only for such URLs).
const AdvancedFilters = dynamic(() => import("./catalog-advanced-filters").then((m) => m.AdvancedFilters));

/** Everything 'Limpar Filtros' resets. */
const CLEARED_KEYS = [
  "search",
  "tags",
  "minScore",
  "maxScore",
  "author",
  "platform",
  "integration",
  "trigger",
  "complexity",
  "safety",
  "n8n",
  "sortBy",
  "sortOrder",
];

interface Props {
  input: ListFlowsInput;
  availableTags: string[];
  /** Apps used by the catalogue's flows, most used first (the 'Integração' options). */
  integrations: { name: string; count: number }[];
  /** On a facet page of the public catalogue: the filter its path holds. */
  facet?: CatalogFacet;
}

/** Search box, platform filter and the 'Filtros Avançados' panel; the URL holds every value. */
export function CatalogFilters({ input, availableTags, integrations, facet }: Props) {
  const { update, pending } = useCatalogUrl(facet);
  // A facet page's own filter is in its path and title: it does not open the panel.
  const own = (param: string, value?: string) => !!value && !(facet?.param === param && facet.value === value);
  const hasAdvanced =
    input.tags.some((tag) => own("tags", tag)) ||
    input.minScore !== undefined ||
    input.maxScore !== undefined ||
    !!input.author ||
    own("integration", input.integration) ||
    own("trigger", input.trigger) ||
    own("complexity", input.complexity) ||
    !!input.safety ||
    !!input.n8n;
  const [open, setOpen] = useState(hasAdvanced);
  const { text: search, setText: setSearch, sendNow, reset } = useUrlSearch({ id: "search", param: "search", value: input.search, update });

  // Suggestions while the user types in the box (not while the URL fills it).
  const [typing, setTyping] = useState(false);
  const [suggestions, dispatch] = useSearchSuggestions(search, typing);
  const pick = (suggestion: Suggestion) => {
    setTyping(false);
    sendNow(suggestion.label);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const { pick: picked, handled } = suggestionKey(suggestions, e.key);
    if (!handled && e.key !== "Enter") return;
    if (handled) e.preventDefault();
    dispatch({ type: "key", key: e.key });
    if (picked) pick(picked);
  };
  const activeOption = suggestions.open && suggestions.active >= 0 ? optionId(suggestions.active) : undefined;

  return (
    <section aria-label="Busca e filtros" className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Label htmlFor="search" className="sr-only">
            Buscar fluxos
          </Label>
          <StaticIcon icon={SEARCH} className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2" />
          <Input
            id="search"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={suggestions.open}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={activeOption}
            autoComplete="off"
            value={search}
            onChange={(e) => {
              setTyping(true);
              setSearch(e.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setTyping(false);
              dispatch({ type: "close" });
            }}
            placeholder="Buscar por nome ou descrição..."
            className="pl-9"
          />
          <SuggestionsList state={suggestions} onPoint={(index) => dispatch({ type: "point", index })} onPick={pick} />
          {pending && (
            <StaticIcon
              icon={LOADER_CIRCLE}
              className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin"
              label="Carregando"
            />
          )}
        </div>
        <Label htmlFor="platform" className="sr-only">
          Plataforma
        </Label>
        <NativeSelect id="platform" value={input.platform ?? ""} onChange={(e) => update({ platform: e.target.value || undefined })}>
          <option value="">Todas as plataformas</option>
          {PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {PLATFORM_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
        <Button
          type="button"
          variant={open ? "secondary" : "outline"}
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls="filtros-avancados"
        >
          <StaticIcon icon={FUNNEL} /> Filtros Avançados
        </Button>
      </div>
      {open && (
        <AdvancedFilters
          input={input}
          availableTags={availableTags}
          integrations={integrations}
          update={update}
          onClear={() => {
            reset("");
            update(Object.fromEntries(CLEARED_KEYS.map((key) => [key, undefined])));
          }}
          onHide={() => setOpen(false)}
        />
      )}
    </section>
  );
}
