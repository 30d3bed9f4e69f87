import { CalendarDaysIcon, DownloadIcon, MailClockIcon, ShieldCheckIcon, UserRoundIcon } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import type { Quota } from "@/lib/downloads/quota";
import { formatCount, formatDate, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { ProfileUser } from "@/lib/users/dto";
import { StatusBadge } from "./status-badge";

interface Props {
  user: ProfileUser;
  totalDownloads: number;
  quota: Pick<Quota, "unlimited" | "isAdmin" | "remainingDownloads">;
}

/** docs/product-rules.md §12 profile cards: name (and a new e-mail waiting for confirmation), total downloads, member since and status. */
export function ProfileSummary({ user, totalDownloads, quota }: Props) {
  const quotaText = quota.isAdmin
    ? "Administradores não têm limite"
    : quota.unlimited
      ? "Downloads ilimitados como contribuidor"
      : formatCount(quota.remainingDownloads, "download gratuito restante", "downloads gratuitos restantes");
  return (
    <section aria-label="Resumo da conta" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <SummaryCard icon={UserRoundIcon} title="Nome" className="col-span-2 sm:col-span-1">
        <p className="truncate text-lg font-semibold" title={user.name}>
          {user.name}
        </p>
        <p className="text-muted-foreground truncate text-sm" title={user.email}>
          {user.email}
        </p>
        {user.pendingEmail && (
          <p className="text-muted-foreground flex items-start gap-1.5 text-xs" role="status">
            <MailClockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span className="min-w-0 break-all">
              Aguardando confirmação de <strong className="text-foreground font-medium">{user.pendingEmail}</strong>. Abra o link que enviamos para esse
              endereço; até lá, o login continua com o email atual.
            </span>
          </p>
        )}
        {(user.role === "ADMIN" || user.hasContributed) && (
          <div className="flex flex-wrap gap-1 pt-1">
            {user.role === "ADMIN" && <Badge variant="secondary">Administrador</Badge>}
            {user.hasContributed && <Badge variant="success">Contribuidor</Badge>}
          </div>
        )}
      </SummaryCard>
      <SummaryCard icon={DownloadIcon} title="Total de downloads">
        <p className="text-xl font-semibold tabular-nums sm:text-2xl">{formatNumber(totalDownloads)}</p>
        <p className="text-muted-foreground text-sm">{quotaText}</p>
      </SummaryCard>
      <SummaryCard icon={CalendarDaysIcon} title="Membro desde">
        <p className="text-xl font-semibold tabular-nums sm:text-2xl">
          <time dateTime={user.joinDate}>{formatDate(user.joinDate)}</time>
        </p>
      </SummaryCard>
      <SummaryCard icon={ShieldCheckIcon} title="Status" className="col-span-2 sm:col-span-1">
        <div>
          <StatusBadge status={user.status} />
        </div>
        <p className="text-muted-foreground text-sm">{user.emailVerified ? "Email confirmado" : "Email ainda não confirmado"}</p>
      </SummaryCard>
    </section>
  );
}

function SummaryCard({ icon: Icon, title, className, children }: { icon: LucideIcon; title: string; className?: string; children: React.ReactNode }) {
  return (
    <Card className={cn("gap-3 py-4 sm:py-5", className)}>
      <CardContent className="grid min-w-0 gap-1 px-4 sm:px-5">
        <h2 className="text-muted-foreground flex items-center gap-2 text-sm font-medium">
          <Icon className="size-4" aria-hidden /> {title}
        </h2>
        {children}
      </CardContent>
    </Card>
  );
}
