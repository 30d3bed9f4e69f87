"use client";

import { useEffect, useState } from "react";
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { COMPLEXITY_BY_SLUG, COMPLEXITY_SLUGS } from "@/lib/workflow/graph/complexity";
import { TRIGGER_KINDS, TRIGGER_LABELS } from "@/lib/workflow/graph/types";
import { N8N_VERSION_PATTERN } from "@/lib/flows/n8n-version";
import type { ListFlowsInput } from "@/lib/flows/schemas";
import { SORT_LABELS } from "@/lib/flows/sort-options";
import { TagFilter } from "./tag-filter";
import type { CatalogUpdate } from "./use-catalog-url";
import { useUrlSearch } from "./use-url-search";

const N8N_VERSION_KEY = "fluxoteca:versao-n8n";

/**
 * 'Funciona no meu n8n': the n8n version the member runs, remembered by the browser; n8n flows that
 * need a newer one leave the list.
 */
function MyN8nVersion({ value, update }: { value: string | undefined; update: CatalogUpdate }) {
  const [text, setText] = useState(value ?? "");
  const valid = N8N_VERSION_PATTERN.test(text.trim());
  useEffect(() => {
    // The URL wins; else the version this browser remembers fills the box (not the filter: the member turns it on).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the browser's storage once mounted
    setText(value ?? localStorage.getItem(N8N_VERSION_KEY) ?? "");
  }, [value]);
  const apply = (on: boolean) => {
    const version = text.trim();
    if (on && N8N_VERSION_PATTERN.test(version)) localStorage.setItem(N8N_VERSION_KEY, version);
    update({ n8n: on && N8N_VERSION_PATTERN.test(version) ? version : undefined });
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="n8n">Funciona no meu n8n</Label>
      <div className="flex gap-2">
        <Input
          id="n8n"
          inputMode="decimal"
          placeholder="ex.: 1.40"
          value={text}
          aria-invalid={text.trim() !== "" && !valid}
          aria-describedby="n8n-ajuda"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && apply(true)}
        />
        {value ? (
          <Button type="button" variant="outline" onClick={() => apply(false)}>
            Remover
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => apply(true)} disabled={!valid}>
            Aplicar
          </Button>
        )}
      </div>
      <p id="n8n-ajuda" className="text-muted-foreground text-xs">
        A versão aparece em Configurações › Sobre o n8n.
      </p>
    </div>
  );
}

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
      <div className="grid content-end gap-2">
        <Label htmlFor="safety" className="flex min-h-9 items-center gap-2 font-normal">
          <input
            id="safety"
            type="checkbox"
            className="accent-primary size-4"
            checked={input.safety === "none"}
            onChange={(e) => update({ safety: e.target.checked ? "none" : undefined })}
          />
          Sem alertas de segurança
        </Label>
      </div>
      <MyN8nVersion value={input.n8n} update={update} />
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
