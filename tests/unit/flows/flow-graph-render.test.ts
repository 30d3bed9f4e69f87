import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FlowGraph } from "@/components/flows/graph/flow-graph";
import { FlowGraphSteps } from "@/components/flows/graph/flow-graph-steps";
import { FlowGraphThumbnail } from "@/components/flows/graph/flow-graph-thumbnail";
import { toFlowGraph } from "@/lib/workflow/graph";

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/graph/${name}.json`, import.meta.url), "utf8"));
const agent = toFlowGraph("N8N", fixture("n8n-ai-agent"));

describe("FlowGraphThumbnail", () => {
  it("server-renders an SVG image labelled with the number of steps", () => {
    const html = renderToStaticMarkup(createElement(FlowGraphThumbnail, { graph: agent, platform: "N8N" }));
    expect(html).toMatch(/^<svg role="img" aria-label="Miniatura do fluxo com 8 etapas"/);
    expect(html.match(/<rect /g)).toHaveLength(8);
    expect(html.match(/<path /g)).toHaveLength(agent.edges.length);
    expect(html).not.toMatch(/NaN|Infinity/);
  });

  it("says when there is nothing to show", () => {
    const html = renderToStaticMarkup(createElement(FlowGraphThumbnail, { graph: toFlowGraph("MAKE", null), platform: "MAKE" }));
    expect(html).toContain('aria-label="Miniatura do fluxo indisponível"');
  });

  it("uses the singular for one step", () => {
    const one = toFlowGraph("MAKE", { flow: [{ id: 1, module: "http:ActionSendData" }] });
    expect(renderToStaticMarkup(createElement(FlowGraphThumbnail, { graph: one, platform: "MAKE" }))).toContain('com 1 etapa"');
  });
});

describe("FlowGraphSteps", () => {
  it("describes every step and where it leads, as text", () => {
    const html = renderToStaticMarkup(createElement(FlowGraphSteps, { graph: toFlowGraph("N8N", fixture("n8n-legacy-no-ids")) }));
    expect(html).toContain("Etapas do fluxo");
    expect(html).toContain("1. Start");
    expect(html).toMatch(/Segue para: 4\. Montar mensagem \(verdadeiro\); 5\. Nada a fazer \(falso\)/);
  });

  it("lists the blocks of Typebot groups and AI attachments of n8n agents", () => {
    const bot = renderToStaticMarkup(createElement(FlowGraphSteps, { graph: toFlowGraph("TYPEBOT", fixture("typebot-v6-events")) }));
    expect(bot).toContain("Blocos: OpenAI, Código, Condição");
    const ai = renderToStaticMarkup(createElement(FlowGraphSteps, { graph: agent }));
    expect(ai).toMatch(/Conecta-se a: \d+\. Agente \(Modelo\)/);
    expect(ai).toMatch(/Em caso de erro, segue para: \d+\. Registrar falha/);
  });
});

describe("FlowGraph", () => {
  it("server-renders without a theme provider or a window", () => {
    const html = renderToStaticMarkup(createElement(FlowGraph, { graph: agent, platform: "N8N" }));
    expect(html).toContain('aria-label="Diagrama do fluxo com 8 etapas"');
    expect(html).toContain("Etapas do fluxo");
  });

  it("shows the reason instead of an empty canvas", () => {
    const html = renderToStaticMarkup(createElement(FlowGraph, { graph: toFlowGraph("N8N", { nodes: [], connections: {} }), platform: "N8N" }));
    expect(html).toContain("O fluxo não tem nós para desenhar.");
    expect(html).not.toContain("react-flow");
  });
});
