import { MailIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import { formatDateTime, formatNumber } from "@/lib/format";
import type { MailQueueStatus } from "@/lib/mail/queue-status";
import { MAX_ATTEMPTS } from "@/lib/mail/retry";

/** 'Sistema' tab: the e-mail queue, so failed deliveries (provider down, bad address) get noticed. */
export function MailQueueCard({ queue }: { queue: MailQueueStatus | null }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <MailIcon className="size-4" aria-hidden /> Fila de e-mails
          </h2>
        </CardTitle>
        <CardDescription>Cada e-mail é tentado até {MAX_ATTEMPTS} vezes, com intervalos crescentes; depois disso, fica marcado como falha.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {queue === null ? (
          <p className="text-destructive text-sm">Não foi possível ler a fila de e-mails.</p>
        ) : (
          <>
            <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
              <div className="flex items-center gap-2">
                <dt className="text-muted-foreground">Aguardando envio</dt>
                <dd className="font-medium tabular-nums">{formatNumber(queue.pending)}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="text-muted-foreground">Com falha</dt>
                <dd>
                  <Badge variant={queue.failed > 0 ? "destructive" : "success"} className="tabular-nums">
                    {formatNumber(queue.failed)}
                  </Badge>
                </dd>
              </div>
            </dl>
            {queue.recentFailures.length === 0 ? (
              <p className="text-muted-foreground text-sm">Nenhum e-mail com falha de envio.</p>
            ) : (
              <DataTable label="Últimos e-mails com falha" className="min-w-[48rem]">
                <THead>
                  <Th>Destinatário</Th>
                  <Th>Assunto</Th>
                  <Th className="text-right">Tentativas</Th>
                  <Th>Último erro</Th>
                  <Th>Criado em</Th>
                </THead>
                <tbody>
                  {queue.recentFailures.map((mail) => (
                    <Tr key={mail.id}>
                      <Td className="break-all">{mail.to}</Td>
                      <Td>{mail.subject}</Td>
                      <Td className="text-right tabular-nums">{mail.attempts}</Td>
                      <Td className="text-muted-foreground max-w-[20rem] break-words">{mail.lastError ?? "—"}</Td>
                      <Td className="whitespace-nowrap tabular-nums">
                        <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                      </Td>
                    </Tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
