"use client";

import { Loader2Icon, SearchIcon } from "lucide-react";
import { useCatalogUrl } from "@/components/flows/catalogue/use-catalog-url";
import { useUrlSearch } from "@/components/flows/catalogue/use-url-search";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ROLE_LABELS, STATUS_LABELS, type ListUsersInput } from "@/lib/users/schemas";

const SEARCH_ID = "user-search";

/** Search box and the status / role filters of 'Usuários do Sistema'; the URL holds every value. */
export function UsersFilters({ input }: { input: Pick<ListUsersInput, "search" | "status" | "role"> }) {
  const { update, pending } = useCatalogUrl();
  const { text: search, setText: setSearch } = useUrlSearch({ id: SEARCH_ID, param: "search", value: input.search, update });

  return (
    <div role="search" aria-label="Filtrar usuários" className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Label htmlFor={SEARCH_ID} className="sr-only">
          Buscar usuários por nome ou email
        </Label>
        <SearchIcon className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
        <Input
          id={SEARCH_ID}
          type="search"
          value={search}
          maxLength={200}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Buscar por nome ou email..."
          className="pl-9"
        />
        {pending && <Loader2Icon className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin" aria-label="Carregando" />}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Label htmlFor="user-status-filter" className="sr-only">
          Status
        </Label>
        <NativeSelect id="user-status-filter" value={input.status ?? ""} onChange={(e) => update({ status: e.target.value || undefined })}>
          <option value="">Todos</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <Label htmlFor="user-role-filter" className="sr-only">
          Perfil
        </Label>
        <NativeSelect id="user-role-filter" value={input.role ?? ""} onChange={(e) => update({ role: e.target.value || undefined })}>
          <option value="">Todas</option>
          {Object.entries(ROLE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
