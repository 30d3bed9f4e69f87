import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeftIcon, BarChart3Icon, DownloadIcon, UserCheckIcon, UsersIcon } from "lucide-react";
import { AccessRestricted } from "@/components/admin/access-restricted";
import { StatCard } from "@/components/admin/stat-card";
import { CreateUserDialog } from "@/components/admin/users/create-user-dialog";
import { UsersFilters } from "@/components/admin/users/users-filters";
import { UsersPagination } from "@/components/admin/users/users-pagination";
import { UsersTable } from "@/components/admin/users/users-table";
import { AppHeader } from "@/components/app/app-header";
import { AppMain } from "@/components/app/app-main";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { formatNumber } from "@/lib/format";
import { listUsers } from "@/lib/users/queries";
import { ADMIN_USERS_PAGE_SIZE, hasUserFilters, listUsersParams, listUsersSchema, type ListUsersInput } from "@/lib/users/schemas";

export const metadata: Metadata = { title: "Gerenciar Usuários" };

/** The page's URL for the given filters: shareable, and what the pagination links point to. */
function usersHref(input: ListUsersInput, page: number): string {
  const params = new URLSearchParams();
  if (input.search) params.set("search", input.search);
  if (input.status) params.set("status", input.status);
  if (input.role) params.set("role", input.role);
  if (input.limit !== ADMIN_USERS_PAGE_SIZE) params.set("limit", String(input.limit));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/users?${query}` : "/admin/users";
}

export default async function AdminUsersPage({ searchParams }: PageProps<"/admin/users">) {
  const viewer = await requirePageViewer("/admin/users");
  const header = <AppHeader viewer={viewer} />;
  if (viewer.role !== "ADMIN") {
    return (
      <>
        {header}
        <AccessRestricted />
      </>
    );
  }

  // Filters live in the URL and run on the server; a malformed address falls back to the defaults with a notice.
  const parsed = listUsersSchema.safeParse(listUsersParams(await searchParams));
  const input = parsed.success ? parsed.data : listUsersSchema.parse({});
  const list = await listUsers({ viewer, input });
  const { pagination, summary } = list;
  // Past the last page (e.g. after deleting the last user of that page): go to the last one.
  if (pagination.pages > 0 && input.page > pagination.pages) redirect(usersHref(input, pagination.pages));

  return (
    <>
      {header}
      <AppMain>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid justify-items-start gap-2">
            <Button asChild variant="ghost" size="sm" className="-ml-2">
              <Link href="/admin">
                <ArrowLeftIcon aria-hidden /> Voltar ao painel
              </Link>
            </Button>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Gerenciar Usuários</h1>
            <p className="text-muted-foreground">Contas, perfis de acesso e status dos usuários da Fluxoteca.</p>
          </div>
          <CreateUserDialog />
        </div>

        <section aria-label="Resumo dos usuários" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Total de Usuários" value={formatNumber(summary.totalUsers)} icon={UsersIcon} />
          <StatCard label="Usuários Ativos" value={formatNumber(summary.activeUsers)} icon={UserCheckIcon} />
          <StatCard label="Total de Downloads" value={formatNumber(summary.totalDownloads)} icon={DownloadIcon} />
          <StatCard label="Média de Downloads por Usuário" value={summary.avgDownloadsPerUser.toLocaleString("pt-BR")} icon={BarChart3Icon} />
        </section>

        <Card className="gap-4">
          <CardHeader className="gap-4">
            <CardTitle>
              <h2 id="usuarios-do-sistema">Usuários do Sistema</h2>
            </CardTitle>
            <UsersFilters input={input} />
            {!parsed.success && (
              <p role="alert" className="text-destructive text-sm">
                Alguns filtros do endereço eram inválidos e foram ignorados.
              </p>
            )}
          </CardHeader>
          <CardContent className="grid gap-4 px-4 sm:px-6">
            <UsersTable users={list.users} viewerId={viewer.id} filtered={hasUserFilters(input)} labelledBy="usuarios-do-sistema" />
            <UsersPagination pagination={pagination} hrefFor={(page) => usersHref(input, page)} />
          </CardContent>
        </Card>
      </AppMain>
    </>
  );
}
