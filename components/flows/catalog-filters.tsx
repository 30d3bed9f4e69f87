"use client";

import { useEffect, useState } from "react";
import { FilterIcon, Loader2Icon, SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { COMPLEXITY_BY_SLUG, COMPLEXITY_SLUGS } from "@/lib/flows/graph/complexity";
import { TRIGGER_KINDS, TRIGGER_LABELS } from "@/lib/flows/graph/types";
import { PLATFORM_LABELS, PLATFORMS } from "@/lib/flows/platform";
import type { ListFlowsInput } from "@/lib/flows/schemas";
import { TagFilter } from "./tag-filter";
import { useCatalogUrl } from "./use-catalog-url";

const SORT_LABELS = { score: "Avaliação", name: "Nome", createdAt: "Data de criação", downloadCount: "Downloads" } as const;

interface Props {
  input: ListFlowsInput;
  availableTags: string[];
  /** Apps used by the catalogue's flows, most used first (the 'Integração' options). */
  integrations: { name: string; count: number }[];
}

/** Search box, platform filter and the 'Filtros Avançados' panel; the URL holds every value. */
export function CatalogFilters({ input, availableTags, integrations }: Props) {
  const { update, pending } = useCatalogUrl();
  const hasAdvanced =
    input.tags.length > 0 ||
    input.minScore !== undefined ||
    input.maxScore !== undefined ||
    !!input.author ||
    !!input.integration ||
    !!input.trigger ||
    !!input.complexity;
  // A shared link may name an app no public flow uses (yet): keep it selectable.
  const integrationOptions =
    input.integration && !integrations.some((i) => i.name === input.integration) ? [{ name: input.integration, count: 0 }, ...integrations] : integrations;
  const [open, setOpen] = useState(hasAdvanced);
  const [search, setSearch] = useState(input.search ?? "");
  const [author, setAuthor] = useState(input.author ?? "");
  const [scores, setScores] = useState({ minScore: String(input.minScore ?? 0), maxScore: String(input.maxScore ?? 5) });

  // Back/forward changes the URL under the boxes: follow it unless the user is typing in them. The
  // focus check needs the DOM, so this cannot be derived during render.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with an external source (the URL), guarded by focus
    if (document.activeElement?.id !== "search") setSearch(input.search ?? "");
  }, [input.search]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- same as above, for the author box
    if (document.activeElement?.id !== "author") setAuthor(input.author ?? "");
  }, [input.author]);
  useEffect(() => {
    const typing = ["minScore", "maxScore"].includes(document.activeElement?.id ?? "");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- same as above, for the score range
    if (!typing) setScores({ minScore: String(input.minScore ?? 0), maxScore: String(input.maxScore ?? 5) });
  }, [input.minScore, input.maxScore]);

  // Typing waits 350 ms before navigating, so a search runs per pause rather than per key.
  useEffect(() => {
    if (search === (input.search ?? "")) return;
    const t = setTimeout(() => update({ search: search.trim() || undefined }, { replace: true }), 350);
    return () => clearTimeout(t);
  }, [search, input.search, update]);
  useEffect(() => {
    if (author === (input.author ?? "")) return;
    const t = setTimeout(() => update({ author: author.trim() || undefined }, { replace: true }), 350);
    return () => clearTimeout(t);
  }, [author, input.author, update]);

  const score = (key: "minScore" | "maxScore") => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setScores((s) => ({ ...s, [key]: value }));
    if (value === "" || (Number(value) >= 0 && Number(value) <= 5)) update({ [key]: value || undefined });
  };

  return (
    <section aria-label="Busca e filtros" className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Label htmlFor="search" className="sr-only">
            Buscar fluxos
          </Label>
          <SearchIcon className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
          <Input id="search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Buscar por nome ou descrição..." className="pl-9" />
          {pending && <Loader2Icon className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin" aria-label="Carregando" />}
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
        <Button type="button" variant={open ? "secondary" : "outline"} onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls="filtros-avancados">
          <FilterIcon aria-hidden /> Filtros Avançados
        </Button>
      </div>
      {open && (
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
                {Object.entries(SORT_LABELS).map(([value, label]) => (
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
                setSearch("");
                setAuthor("");
                update({
                  search: undefined,
                  tags: undefined,
                  minScore: undefined,
                  maxScore: undefined,
                  author: undefined,
                  platform: undefined,
                  integration: undefined,
                  trigger: undefined,
                  complexity: undefined,
                  sortBy: undefined,
                  sortOrder: undefined,
                });
              }}
            >
              <XIcon aria-hidden /> Limpar Filtros
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Ocultar Filtros
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
