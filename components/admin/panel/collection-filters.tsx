"use client";

import { Loader2Icon, SearchIcon } from "lucide-react";
import { useCatalogUrl } from "@/components/flows/catalogue/use-catalog-url";
import { useUrlSearch } from "@/components/flows/catalogue/use-url-search";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

const SEARCH_ID = "admin-collections-search";

/** Search (name, owner or owner's e-mail) and 'Destaque' of the collections list; the URL holds both and a change goes back to page 1. */
export function CollectionFilters({ search, featured }: { search?: string; featured?: "true" | "false" }) {
  const { update, pending } = useCatalogUrl();
  const { text, setText } = useUrlSearch({ id: SEARCH_ID, param: "search", value: search, update });

  return (
    <div role="search" aria-label="Filtrar coleções" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={SEARCH_ID}>Buscar</Label>
        <div className="relative">
          <SearchIcon className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
          <Input
            id={SEARCH_ID}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Nome da coleção, dono ou e-mail..."
            className="pl-9"
          />
          {pending && <Loader2Icon className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin" aria-label="Carregando" />}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-collections-featured">Destaque</Label>
        <NativeSelect id="admin-collections-featured" value={featured ?? ""} onChange={(e) => update({ featured: e.target.value || undefined })}>
          <option value="">Todas</option>
          <option value="true">Destacadas</option>
          <option value="false">Não destacadas</option>
        </NativeSelect>
      </div>
    </div>
  );
}
