import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InboxIcon } from "lucide-react";
import { Logo } from "@/components/layout/logo";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { isDemoMode } from "@/lib/env";
import { formatDateTime } from "@/lib/format";
import { queryText } from "@/lib/http/query";
import { listOutbox } from "@/lib/mail/outbox";

export const metadata: Metadata = { title: "Caixa de saída (demonstração)", robots: { index: false } };

/** `?to=`: query text (control characters dropped), compared in lower case; a repeated `to` is ignored. */
const recipientFilter = queryText().trim().toLowerCase().optional();

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Plain-text body with its links made clickable (the HTML version is what Resend would deliver). */
function Linkified({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="text-primary underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export default async function MailboxPage({ searchParams }: PageProps<"/dev/mailbox">) {
  // The query is read first: that makes the page render per request, so demo mode is read when the page
  // is asked for, never at build time (a build made without it would keep a prerendered 404).
  const { to } = await searchParams;
  if (!isDemoMode()) notFound();
  const parsed = recipientFilter.safeParse(to);
  const address = parsed.success && parsed.data ? parsed.data : undefined;
  const mails = await listOutbox(address);
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-4xl items-center justify-between px-4 py-4">
        <Logo />
        <ThemeToggle />
      </header>
      <main id="conteudo" className="mx-auto grid max-w-4xl gap-6 px-4 pb-16">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Caixa de saída</h1>
          <p className="text-muted-foreground text-sm">
            No modo demonstração nenhum e-mail sai do servidor: as mensagens (verificação de e-mail, recuperação de senha, avisos aos autores, novidades dos
            fluxos baixados) aparecem aqui.
          </p>
        </div>
        <form className="flex gap-2" action="/dev/mailbox">
          <label htmlFor="to" className="sr-only">
            Filtrar por destinatário
          </label>
          <Input id="to" name="to" type="email" defaultValue={address} placeholder="Filtrar por email do destinatário" />
          <Button type="submit" variant="outline">
            Filtrar
          </Button>
        </form>
        {mails.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-xl border border-dashed py-16 text-center">
            <InboxIcon className="text-muted-foreground size-10" aria-hidden />
            <p className="font-medium">Nenhum e-mail por aqui ainda</p>
          </div>
        ) : (
          <ol className="grid gap-4">
            {mails.map((mail, i) => (
              <li key={`${mail.createdAt}-${i}`} className="bg-card rounded-xl border p-4" data-testid="outbox-mail">
                <div className="text-muted-foreground mb-2 flex flex-wrap justify-between gap-2 text-xs">
                  <span>Para: {mail.to}</span>
                  <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                </div>
                <h2 className="mb-2 font-semibold">{mail.subject}</h2>
                <Linkified text={mail.text} />
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}
