import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { AdminFlow } from "@/lib/flows/dto";

vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation));
const { ModerationQueue } = await import("@/components/admin/panel/moderation-queue");

const flow = (overrides: Partial<AdminFlow> = {}): AdminFlow => ({
  id: "f1",
  name: "Cobrança recorrente",
  slug: "cobranca-recorrente",
  description: "Gera e envia boletos todo mês.",
  url: "",
  tutorialUrl: null,
  tags: [],
  isPublic: true,
  status: "APPROVED",
  platform: "N8N",
  score: 0,
  reviewCount: 0,
  downloadCount: 3,
  createdAt: "2026-10-01T12:00:00.000Z",
  updatedAt: "2026-10-01T12:00:00.000Z",
  author: { id: "a1", name: "Helena Prado" },
  authorEmail: "helena@exemplo.com.br",
  rejectionReason: null,
  moderation: null,
  similar: [],
  pendingVersion: null,
  safety: { level: "none", findings: [] },
  ...overrides,
});

const render = (flows: AdminFlow[]) => renderToStaticMarkup(createElement(ModerationQueue, { flows, total: flows.length }));

describe("ModerationQueue", () => {
  it("shows an approved flow's new version with its changes, the author's note and buttons that name the version", () => {
    const html = render([
      flow({
        pendingVersion: { version: 2, changelog: "Agora manda o boleto por e-mail.", summary: "1 etapa adicionada", createdAt: "2026-11-20T12:00:00.000Z" },
      }),
    ]);
    expect(html).toContain("Nova versão v2");
    expect(html).toContain("1 etapa adicionada");
    expect(html).toContain("Agora manda o boleto por e-mail.");
    expect(html).toContain("A versão atual continua publicada até a decisão.");
    expect(html).toContain("20/11/2026");
    expect(html).toContain('aria-label="Aprovar a versão 2 de Cobrança recorrente"');
    expect(html).toContain('aria-label="Rejeitar a versão 2 de Cobrança recorrente"');
  });

  it("keeps a new flow as it was: sent by, and buttons that name the flow", () => {
    const html = render([flow({ status: "PENDING" })]);
    expect(html).not.toContain("Nova versão");
    expect(html).toContain("Enviado por Helena Prado (helena@exemplo.com.br)");
    expect(html).toContain('aria-label="Aprovar Cobrança recorrente"');
  });
});
