"use client";

import { Loader2Icon, SearchIcon, XIcon } from "lucide-react";
import { useCatalogUrl } from "@/components/flows/catalogue/use-catalog-url";
import { useUrlSearch } from "@/components/flows/catalogue/use-url-search";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ADMIN_FLOW_SORT_LABELS, ADMIN_FLOW_SORTS, FLOW_STATUS_LABELS, FLOW_STATUSES, type AdminListFlowsInput } from "@/lib/flows/schemas";
import { PLATFORM_LABELS, PLATFORMS } from "@/lib/workflow/platform-labels";

const SEARCH_ID = "admin-flows-search";

/** Search, status, tool, visibility and order of 'Todos os fluxos'; the URL holds every value and any change goes back to page 1. */
export function FlowFilters({ input }: { input: AdminListFlowsInput }) {
  const { update, pending } = useCatalogUrl();
  const { text: search, setText: setSearch } = useUrlSearch({ id: SEARCH_ID, param: "search", value: input.search, update });

  const filtered = Boolean(input.search || input.status || input.platform || input.visibility || input.sort !== "newest");
  const select = (key: "status" | "platform" | "visibility" | "sort") => (e: React.ChangeEvent<HTMLSelectElement>) =>
    update({ [key]: e.target.value || undefined });

  return (
    <div role="search" aria-label="Filtrar fluxos" className="grid gap-3">
      <div className="relative">
        <Label htmlFor={SEARCH_ID} className="sr-only">
          Buscar fluxos
        </Label>
        <SearchIcon className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
        <Input
          id={SEARCH_ID}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Buscar por nome, descrição, autor ou e-mail..."
          className="pl-9"
        />
        {pending && <Loader2Icon className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin" aria-label="Carregando" />}
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor="admin-flows-status">Status</Label>
          <NativeSelect id="admin-flows-status" value={input.status ?? ""} onChange={select("status")}>
            <option value="">Todos</option>
            {FLOW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {FLOW_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-flows-platform">Plataforma</Label>
          <NativeSelect id="admin-flows-platform" value={input.platform ?? ""} onChange={select("platform")}>
            <option value="">Todas</option>
            {PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-flows-visibility">Visibilidade</Label>
          <NativeSelect id="admin-flows-visibility" value={input.visibility ?? ""} onChange={select("visibility")}>
            <option value="">Todas</option>
            <option value="public">Público</option>
            <option value="private">Privado</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-flows-sort">Ordenar por</Label>
          <NativeSelect id="admin-flows-sort" value={input.sort} onChange={select("sort")}>
            {ADMIN_FLOW_SORTS.map((s) => (
              <option key={s} value={s}>
                {ADMIN_FLOW_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 flex items-end justify-end md:col-span-1">
          <Button
            type="button"
            variant="ghost"
            disabled={!filtered}
            onClick={() => {
              setSearch("");
              update({ search: undefined, status: undefined, platform: undefined, visibility: undefined, sort: undefined });
            }}
          >
            <XIcon aria-hidden /> Limpar filtros
          </Button>
        </div>
      </div>
    </div>
  );
}
