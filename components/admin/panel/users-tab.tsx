import Link from "next/link";
import { ShieldIcon, UserCheckIcon, UserPlusIcon, UsersIcon, UserXIcon } from "lucide-react";
import { StatCard } from "@/components/admin/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Viewer } from "@/lib/auth/viewer";
import { formatNumber } from "@/lib/format";
import { getUserSummary } from "@/lib/users/queries";

/** 'Usuários': headline figures; management itself lives at /admin/users. */
export async function UsersTab({ viewer }: { viewer: Viewer }) {
  const s = await getUserSummary(viewer);
  return (
    <div className="grid gap-6">
      <section aria-label="Resumo de usuários" className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Usuários" value={formatNumber(s.total)} hint={`${formatNumber(s.admins)} administradores`} icon={UsersIcon} />
        <StatCard label="Ativos" value={formatNumber(s.active)} icon={UserCheckIcon} />
        <StatCard
          label="Inativos ou banidos"
          value={formatNumber(s.inactive + s.banned)}
          hint={`${formatNumber(s.inactive)} inativos · ${formatNumber(s.banned)} banidos`}
          icon={UserXIcon}
        />
        <StatCard label="Novos usuários" value={formatNumber(s.recent)} hint="Nos últimos 30 dias" icon={UserPlusIcon} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Gerenciamento de usuários</h2>
          </CardTitle>
          <CardDescription>Busque, edite, crie e remova contas, altere papéis e status.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/admin/users">
              <ShieldIcon aria-hidden /> Gerenciar Usuários
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
