"use client";

import { useEffect, useState } from "react";
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { COMPLEXITY_BY_SLUG, COMPLEXITY_SLUGS } from "@/lib/workflow/graph/complexity";
import { TRIGGER_KINDS, TRIGGER_LABELS } from "@/lib/workflow/graph/types";
import type { ListFlowsInput } from "@/lib/flows/schemas";
import { SORT_LABELS } from "@/lib/flows/sort-options";
import { TagFilter } from "./tag-filter";
import type { CatalogUpdate } from "./use-catalog-url";
import { useUrlSearch } from "./use-url-search";

export interface AdvancedFiltersProps {
  input: ListFlowsInput;
  availableTags: string[];
  integrations: { name: string; count: number }[];
  update: CatalogUpdate;
  /** 'Limpar Filtros': the parent also empties its search box. */
  onClear: () => void;
  onHide: () => void;
}

/** The 'Filtros Avançados' panel: tags, score range, author, integration, trigger, complexity and sort. */
export function AdvancedFilters({ input, availableTags, integrations, update, onClear, onHide }: AdvancedFiltersProps) {
  // A shared link may name an app no public flow uses (yet): keep it selectable.
  const integrationOptions =
    input.integration && !integrations.some((i) => i.name === input.integration) ? [{ name: input.integration, count: 0 }, ...integrations] : integrations;
  const { text: author, setText: setAuthor } = useUrlSearch({ id: "author", param: "author", value: input.author, update });
  const [scores, setScores] = useState({ minScore: String(input.minScore ?? 0), maxScore: String(input.maxScore ?? 5) });

  useEffect(() => {
    const typing = ["minScore", "maxScore"].includes(document.activeElement?.id ?? "");
    // Back/forward changes the URL under the score boxes: follow it unless the user is typing in them.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with an external source (the URL), guarded by focus
    if (!typing) setScores({ minScore: String(input.minScore ?? 0), maxScore: String(input.maxScore ?? 5) });
  }, [input.minScore, input.maxScore]);

  const score = (key: "minScore" | "maxScore") => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setScores((s) => ({ ...s, [key]: value }));
    if (value === "" || (Number(value) >= 0 && Number(value) <= 5)) update({ [key]: value || undefined });
  };

  return (
<div id="filtros-avancados" className="bg-card grid gap-4 rounded-xl border p-4 md:grid-cols-2 lg:grid-cols-4">
      <div className="md:col-span-2">
        <TagFilter available={availableTags} selected={input.tags} onChange={(tags) => update({ tags })} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-2">
          <Label htmlFor="minScore">Nota mínima</Label>
          <Input id="minScore" type="number" inputMode="decimal" min={0} max={5} step={0.1} value={scores.minScore} onChange={score("minScore")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="maxScore">Nota máxima</Label>
          <Input id="maxScore" type="number" inputMode="decimal" min={0} max={5} step={0.1} value={scores.maxScore} onChange={score("maxScore")} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="author">Autor</Label>
        <Input id="author" value={author} onChange={(e) => setAuthor(e.target.value)} placeholder="Nome do autor" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="integration">Integração</Label>
        <NativeSelect id="integration" value={input.integration ?? ""} onChange={(e) => update({ integration: e.target.value || undefined })}>
          <option value="">Todas as integrações</option>
          {integrationOptions.map((i) => (
            <option key={i.name} value={i.name}>
              {i.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="trigger">Gatilho</Label>
        <NativeSelect id="trigger" value={input.trigger ?? ""} onChange={(e) => update({ trigger: e.target.value || undefined })}>
          <option value="">Qualquer gatilho</option>
          {TRIGGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {TRIGGER_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="complexity">Complexidade</Label>
        <NativeSelect id="complexity" value={input.complexity ?? ""} onChange={(e) => update({ complexity: e.target.value || undefined })}>
          <option value="">Qualquer complexidade</option>
          {COMPLEXITY_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {COMPLEXITY_BY_SLUG[slug]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-2">
          <Label htmlFor="sortBy">Ordenar por</Label>
          <NativeSelect id="sortBy" value={input.sortBy} onChange={(e) => update({ sortBy: e.target.value })}>
            {Object.entries(SORT_LABELS)
              // Relevance ranks by the search: offered while searching (or when the URL names it).
              .filter(([value]) => value !== "relevance" || !!input.search || input.sortBy === "relevance")
              .map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="sortOrder">Direção</Label>
          <NativeSelect id="sortOrder" value={input.sortOrder} onChange={(e) => update({ sortOrder: e.target.value })}>
            <option value="desc">Decrescente</option>
            <option value="asc">Crescente</option>
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-end gap-2 md:col-span-2 lg:col-span-4">
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setAuthor("");
            onClear();
          }}
        >
          <XIcon aria-hidden /> Limpar Filtros
        </Button>
        <Button type="button" variant="outline" onClick={onHide}>
          Ocultar Filtros
        </Button>
      </div>
    </div>
  );
}
