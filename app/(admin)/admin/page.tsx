import type { Metadata } from "next";
import Link from "next/link";
import { DownloadIcon, FileJsonIcon, MessageSquareIcon, TrendingUpIcon, UsersIcon } from "lucide-react";
import { AccessRestricted } from "@/components/admin/access-restricted";
import { StatCard } from "@/components/admin/stat-card";
import { AppHeader } from "@/components/app/app-header";
import { ScoreBadge } from "@/components/flows/score-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getAdminStats } from "@/lib/admin/stats";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { formatNumber } from "@/lib/format";

export const metadata: Metadata = { title: "Painel Administrativo" };

export default async function AdminPage() {
  const viewer = await requirePageViewer("/admin");
  const header = <AppHeader viewer={viewer} />;
  if (viewer.role !== "ADMIN") {
    return (
      <>
        {header}
        <AccessRestricted />
      </>
    );
  }
  const stats = await getAdminStats();
  const o = stats.overview;
  const growth = `${stats.growth.usersGrowthRate > 0 ? "+" : ""}${stats.growth.usersGrowthRate.toLocaleString("pt-BR")}%`;
  return (
    <>
      {header}
      <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Painel Administrativo</h1>
            <p className="text-muted-foreground">Visão geral da Fluxoteca.</p>
          </div>
          <Button asChild variant="outline">
            <Link href="/admin/users">
              <UsersIcon aria-hidden /> Gerenciar Usuários
            </Link>
          </Button>
        </div>
        <section aria-label="Visão geral" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Usuários" value={formatNumber(o.totalUsers)} hint={`${formatNumber(o.activeUsers)} ativos · ${formatNumber(o.recentUsers)} novos em 30 dias`} icon={UsersIcon} />
          <StatCard label="Fluxos" value={formatNumber(o.totalFlows)} hint={`${formatNumber(o.publicFlows)} públicos · ${formatNumber(o.privateFlows)} privados · ${formatNumber(o.pendingFlows)} em análise`} icon={FileJsonIcon} />
          <StatCard label="Downloads" value={formatNumber(o.totalDownloads)} hint={`${o.avgDownloadsPerUser.toLocaleString("pt-BR")} por usuário, em média`} icon={DownloadIcon} />
          <StatCard label="Avaliações" value={formatNumber(o.totalReviews)} hint={`Crescimento de usuários: ${growth}`} icon={o.totalReviews ? MessageSquareIcon : TrendingUpIcon} />
        </section>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Fluxos mais baixados</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="divide-y">
              {stats.topFlows.map((flow, i) => (
                <li key={flow.id} className="flex items-center gap-3 py-3">
                  <span className="text-muted-foreground w-5 text-sm tabular-nums">{i + 1}.</span>
                  <div className="min-w-0 flex-1">
                    <Link href={`/flow/${flow.id}`} className="block truncate font-medium hover:underline">
                      {flow.name}
                    </Link>
                    <p className="text-muted-foreground truncate text-xs">por {flow.author.name}</p>
                  </div>
                  <span className="text-muted-foreground text-sm tabular-nums">{formatNumber(flow.downloadCount)} downloads</span>
                  <ScoreBadge score={flow.score} />
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </main>
    </>
  );
}
