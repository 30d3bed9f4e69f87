import { DatabaseBackupIcon, EraserIcon, ScrollTextIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Viewer } from "@/lib/auth/viewer";
import { formatBytes } from "@/lib/format";
import type { SystemInfo } from "@/lib/system/dto";
import { getSystemInfo } from "@/lib/system/queries";
import { MailQueueCard } from "./mail-queue-card";

const DATABASE = { postgres: "PostgreSQL", pglite: "PostgreSQL embutido (PGlite)" } as const;
const EMAIL = { resend: "Resend", outbox: "Caixa de saída de demonstração" } as const;
const PAYMENTS = { mercadopago: "Mercado Pago", demo: "Checkout local de demonstração", unconfigured: "Não configurado" } as const;

const TOOLS = [
  { label: "Backup do banco", icon: DatabaseBackupIcon },
  { label: "Limpar cache", icon: EraserIcon },
  { label: "Ver logs", icon: ScrollTextIcon },
] as const;

function rows(info: SystemInfo): { label: string; value: React.ReactNode }[] {
  const db = info.database;
  return [
    {
      label: "Banco de dados",
      value: (
        <span className="flex flex-wrap items-center gap-2">
          {DATABASE[db.kind]}
          <Badge variant={db.reachable ? "success" : "destructive"}>{db.reachable ? "Conectado" : "Indisponível"}</Badge>
        </span>
      ),
    },
    { label: "Tamanho do banco", value: db.sizeBytes === null ? "Indisponível" : formatBytes(db.sizeBytes) },
    { label: "Latência do banco", value: db.latencyMs === null ? "Indisponível" : `${db.latencyMs} ms` },
    { label: "Envio de e-mails", value: EMAIL[info.email] },
    {
      label: "Pagamentos",
      value: info.payments === "unconfigured" ? <span className="text-destructive">{PAYMENTS.unconfigured}</span> : PAYMENTS[info.payments],
    },
    { label: "Modo demonstração", value: info.demoMode ? "Ativado" : "Desativado" },
    { label: "Versão do aplicativo", value: <span className="font-mono">{info.version}</span> },
  ];
}

/** 'Sistema': read-only health, the e-mail queue, and the maintenance tools still 'em desenvolvimento' (docs/product-rules.md §13). */
export async function SystemTab({ viewer }: { viewer: Viewer }) {
  const info = await getSystemInfo(viewer);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Estado do sistema</h2>
          </CardTitle>
          <CardDescription>Lido agora, a cada abertura desta aba.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y">
            {rows(info).map((row) => (
              <div key={row.label} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="min-w-0 font-medium break-words">{row.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Manutenção</h2>
          </CardTitle>
          <CardDescription id="system-tools-note">Ferramentas em desenvolvimento: ainda não estão disponíveis.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          {TOOLS.map(({ label, icon: Icon }) => (
            <Button key={label} type="button" variant="outline" disabled aria-describedby="system-tools-note" className="justify-start">
              <Icon aria-hidden /> {label}
              <span className="text-muted-foreground ml-auto text-xs font-normal">em desenvolvimento</span>
            </Button>
          ))}
        </CardContent>
      </Card>
      <MailQueueCard queue={info.mailQueue} />
    </div>
  );
}
