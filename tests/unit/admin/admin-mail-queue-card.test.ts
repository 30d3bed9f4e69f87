import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MailQueueCard } from "@/components/admin/panel/mail-queue-card";
import { formatDateTime } from "@/lib/format";

const render = (queue: Parameters<typeof MailQueueCard>[0]["queue"]) => renderToStaticMarkup(createElement(MailQueueCard, { queue }));

describe("MailQueueCard", () => {
  it("shows the counts and the failed mails in pt-BR", () => {
    const createdAt = new Date(Date.UTC(2026, 10, 25, 15, 30)).toISOString();
    const html = render({
      pending: 3,
      failed: 1,
      recentFailures: [
        { id: "m1", to: "ana@exemplo.com.br", subject: "Confirme seu email na Fluxoteca", attempts: 8, lastError: "Resend recusou o envio: 500", createdAt },
      ],
    });
    expect(html).toContain("Fila de e-mails");
    expect(html).toContain("Aguardando envio");
    expect(html).toMatch(/Com falha.*1/);
    expect(html).toContain("ana@exemplo.com.br");
    expect(html).toContain("Resend recusou o envio: 500");
    expect(html).toContain(formatDateTime(createdAt));
    expect(html).toMatch(/\d{2}\/\d{2}\/2026/);
  });

  it("says when nothing failed, and when the queue could not be read", () => {
    expect(render({ pending: 0, failed: 0, recentFailures: [] })).toContain("Nenhum e-mail com falha de envio.");
    expect(render(null)).toContain("Não foi possível ler a fila de e-mails.");
  });
});
