import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FlowFacts } from "@/components/flows/view/flow-facts";
import { extractFlowFacts } from "@/lib/workflow/facts";

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/graph/${name}.json`, import.meta.url), "utf8"));

describe("FlowFacts", () => {
  it("shows the n8n facts in pt-BR, with readable credential types next to the raw ones", () => {
    const html = renderToStaticMarkup(createElement(FlowFacts, { facts: extractFlowFacts("N8N", fixture("n8n-ai-agent")) }));
    expect(html).toContain("8 nós");
    expect(html).toContain("Conversa (chat)");
    expect(html).toContain("Google Sheets (OAuth2)");
    expect(html).toContain("googleSheetsOAuth2Api");
    expect(html).toContain("Nós da comunidade");
    expect(html).toContain("n8n-nodes-evolution-api.evolutionApi");
    expect(html).toMatch(/Simples/);
  });

  it("names the Typebot format and counts blocks in groups", () => {
    const v6 = renderToStaticMarkup(createElement(FlowFacts, { facts: extractFlowFacts("TYPEBOT", fixture("typebot-v6-events")) }));
    expect(v6).toContain("formato v6");
    expect(v6).toContain("8 blocos em 4 grupos");
    expect(v6).not.toContain("Nós da comunidade");
    const old = renderToStaticMarkup(createElement(FlowFacts, { facts: extractFlowFacts("TYPEBOT", fixture("typebot-legacy-no-version")) }));
    expect(old).toContain("formato antigo (sem versão)");
  });

  it("shows the Make blueprint version, modules and what the complexity was computed from", () => {
    const html = renderToStaticMarkup(createElement(FlowFacts, { facts: extractFlowFacts("MAKE", fixture("make-nested-routers")) }));
    expect(html).toContain("blueprint v1");
    expect(html).toContain("8 módulos");
    expect(html).toContain("Telegram Bot");
    expect(html).toMatch(/8 etapas e 2 ramificações \(pontuação 12\)/);
  });

  it("handles a flow with nothing in it", () => {
    const html = renderToStaticMarkup(createElement(FlowFacts, { facts: extractFlowFacts("N8N", {}) }));
    expect(html).toContain("0 nós");
    expect(html).toContain("Não identificado");
    expect(html).toContain("Nenhuma");
  });
});
