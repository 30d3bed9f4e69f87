import Link from "next/link";
import {
  ClockIcon,
  DownloadIcon,
  FileJsonIcon,
  MessageSquareIcon,
  TrendingDownIcon,
  TrendingUpIcon,
  UserCheckIcon,
  UserPlusIcon,
  UsersIcon,
} from "lucide-react";
import { StatCard } from "@/components/admin/stat-card";
import { ScoreBadge } from "@/components/flows/card/score-badge";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Viewer } from "@/lib/auth/viewer";
import { formatCount, formatGrowth, formatNumber } from "@/lib/format";
import { getSettings } from "@/lib/settings/queries";
import { toSettingValues, type SettingValues } from "@/lib/settings/schemas";
import { getAdminStats } from "@/lib/system/queries";
import { DownloadsChart } from "./downloads-chart";
import { SettingsForm } from "./settings-form";
import { adminTabHref } from "./tabs";

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

async function loadSettings(): Promise<SettingValues | null> {
  try {
    return toSettingValues(await getSettings());
  } catch (error) {
    console.error("Erro ao carregar as configurações:", error);
    return null;
  }
}

/** 'Visão geral' (docs/product-rules.md §13): figures, growth, the downloads chart, top flows and the settings form. */
export async function OverviewTab({ viewer }: { viewer: Viewer }) {
  const [stats, settings] = await Promise.all([getAdminStats(viewer), loadSettings()]);
  const o = stats.overview;
  const rate = stats.growth.usersGrowthRate;
  const lastMonthDownloads = stats.downloadsPerDay.reduce((sum, d) => sum + d.count, 0);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <section aria-label="Números da plataforma">
        <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Usuários" value={formatNumber(o.totalUsers)} hint={`${formatNumber(o.activeUsers)} ativos`} icon={UsersIcon} />
          <StatCard label="Usuários ativos" value={formatNumber(o.activeUsers)} hint="Com a conta ativa" icon={UserCheckIcon} />
          <StatCard label="Novos usuários" value={formatNumber(o.recentUsers)} hint="Nos últimos 30 dias" icon={UserPlusIcon} />
          <StatCard
            label="Crescimento de usuários"
            value={formatGrowth(rate)}
            hint="Cadastros dos últimos 30 dias frente aos 30 anteriores"
            icon={rate < 0 ? TrendingDownIcon : TrendingUpIcon}
          />
          <StatCard
            label="Fluxos"
            value={formatNumber(o.totalFlows)}
            hint={`${formatNumber(o.publicFlows)} públicos · ${formatNumber(o.privateFlows)} privados`}
            icon={FileJsonIcon}
          />
          <StatCard
            label="Em análise"
            value={formatNumber(o.pendingFlows)}
            hint="Fluxos aguardando moderação"
            icon={ClockIcon}
            href={o.pendingFlows > 0 ? adminTabHref("fluxos") : undefined}
          />
          <StatCard
            label="Downloads"
            value={formatNumber(o.totalDownloads)}
            hint={`${decimal.format(o.avgDownloadsPerUser)} por usuário, em média · ${formatNumber(lastMonthDownloads)} em 30 dias`}
            icon={DownloadIcon}
          />
          <StatCard label="Avaliações" value={formatNumber(o.totalReviews)} icon={MessageSquareIcon} />
        </div>
      </section>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardContent>
            <DownloadsChart series={stats.downloadsPerDay} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Fluxos mais baixados</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {stats.topFlows.length === 0 ? (
              <p className="text-muted-foreground text-sm">Nenhum fluxo cadastrado ainda.</p>
            ) : (
              <ol className="divide-y">
                {stats.topFlows.map((flow, i) => (
                  <li key={flow.id} className="flex items-center gap-3 py-3">
                    <span className="text-muted-foreground w-5 text-sm tabular-nums">{i + 1}.</span>
                    <div className="min-w-0 flex-1">
                      <Link href={`/flow/${flow.id}`} className="block truncate font-medium hover:underline">
                        {flow.name}
                      </Link>
                      <p className="text-muted-foreground truncate text-xs">
                        por {flow.author.name} · {formatCount(flow.downloadCount, "download", "downloads")}
                      </p>
                    </div>
                    <ScoreBadge score={flow.score} reviewCount={flow.reviewCount} />
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Configurações</h2>
          </CardTitle>
          <CardDescription>
            Contribuição mínima, downloads gratuitos, a mensagem do pedido de contribuição, a ordenação por avaliação, as denúncias e os sinônimos da busca.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {settings ? (
            <SettingsForm initial={settings} />
          ) : (
            <Alert variant="destructive">
              <AlertTitle>Não foi possível carregar as configurações.</AlertTitle>
              <AlertDescription>Recarregue a página para tentar novamente.</AlertDescription>
            </Alert>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
