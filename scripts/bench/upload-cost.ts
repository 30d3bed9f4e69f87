import { n8nCompatibility } from "@/lib/workflow/n8n-compat";
import { analyzeSafety } from "@/lib/workflow/safety";
import { sanitizeWorkflow } from "@/lib/workflow/sanitize";

/**
 * What the safety report and the n8n compatibility add to an upload (docs/product-rules.md §21):
 * both run once on the stored JSON of every upload and new version. Measured on a 1 MB n8n workflow
 * shaped like real ones (requests, field mappings, code that maps fields, AI nodes, notes), beside
 * the work an upload does anyway: parsing the body and sanitising it.
 */
export interface UploadCost {
  bytes: number;
  /** Medians, in milliseconds. */
  parseMs: number;
  sanitizeMs: number;
  safetyMs: number;
  compatibilityMs: number;
}

export const UPLOAD_COST_TARGET_MS = 5;

/** Bytes of `value` once serialised, as an upload carries it (UTF-8: "ç" and "ê" take two). */
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * An n8n workflow whose serialised size is `targetBytes` or a little more (at most one batch of six
 * nodes, about 1.7 kB, over). The running size is exactly what JSON.stringify writes: every node with
 * its id and position, every connection, and the commas between them.
 */
export function megabyteWorkflow(targetBytes = 1_000_000): Record<string, unknown> {
  const nodes: Record<string, unknown>[] = [];
  const connections: Record<string, unknown> = {};
  const name = "Fluxo de 1 MB";
  let bytes = jsonBytes({ name, nodes, connections });
  let linked = 0;
  for (let i = 0; bytes < targetBytes; i++) {
    const batch = [
      { name: `Webhook ${i}`, type: "n8n-nodes-base.webhook", typeVersion: 2, parameters: { path: `entrada-${i}`, authentication: "headerAuth" } },
      {
        name: `Campos ${i}`,
        type: "n8n-nodes-base.set",
        typeVersion: 3.4,
        parameters: { assignments: { assignments: [{ name: "total", value: `={{ $json.preco * ${i} }}`, type: "number" }] } },
      },
      {
        name: `Buscar pedido ${i}`,
        type: "n8n-nodes-base.httpRequest",
        typeVersion: 4.2,
        parameters: { url: `=https://api.loja.com.br/v1/pedidos/{{ $json.id }}?pagina=${i}`, method: "GET", options: {} },
      },
      {
        name: `Mapear ${i}`,
        type: "n8n-nodes-base.code",
        typeVersion: 2,
        parameters: {
          jsCode:
            "// normaliza os campos\nreturn items.map(item => ({ json: { id: item.json.id, nome: String(item.json.nome).trim(), total: Number(item.json.total) } }));",
        },
      },
      {
        name: `Agente ${i}`,
        type: "@n8n/n8n-nodes-langchain.agent",
        typeVersion: 1.7,
        parameters: { text: "={{ $json.pergunta }}", options: { systemMessage: "Responda em português, de forma breve e educada.".repeat(3) } },
      },
      {
        name: `Nota ${i}`,
        type: "n8n-nodes-base.stickyNote",
        typeVersion: 1,
        parameters: { content: "## Como configurar\nTroque as credenciais e o endereço da loja.".repeat(2) },
      },
    ];
    batch.forEach((node, j) => {
      const placed = { id: `${i}-${j}`, position: [j * 220, i * 200], ...node };
      bytes += (nodes.length > 0 ? 1 : 0) + jsonBytes(placed); // `,{…}`
      nodes.push(placed);
    });
    for (let j = 0; j < batch.length - 2; j++) {
      const source = batch[j]!.name;
      const links = { main: [[{ node: batch[j + 1]!.name, type: "main", index: 0 }]] };
      bytes += (linked > 0 ? 1 : 0) + jsonBytes(source) + 1 + jsonBytes(links); // `,"source":{…}`
      connections[source] = links;
      linked++;
    }
  }
  return { name, nodes, connections };
}

function median(run: () => void, times = 25): number {
  run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[Math.floor(samples.length / 2)]! * 100) / 100;
}

export function measureUploadCost(): UploadCost {
  const text = JSON.stringify(megabyteWorkflow());
  const parsed = JSON.parse(text) as Record<string, unknown>;
  const { json } = sanitizeWorkflow(parsed);
  return {
    bytes: Buffer.byteLength(text),
    parseMs: median(() => JSON.parse(text)),
    sanitizeMs: median(() => sanitizeWorkflow(parsed)),
    safetyMs: median(() => analyzeSafety("N8N", json)),
    compatibilityMs: median(() => n8nCompatibility(json)),
  };
}

export function uploadCostLine(cost: UploadCost): string {
  const added = Math.round((cost.safetyMs + cost.compatibilityMs) * 100) / 100;
  const verdict = added <= UPLOAD_COST_TARGET_MS ? "dentro da meta" : "ACIMA da meta";
  return (
    `Envio de ${(cost.bytes / 1_000_000).toFixed(2)} MB: relatório de segurança ${cost.safetyMs} ms + compatibilidade ${cost.compatibilityMs} ms = ` +
    `${added} ms (meta ≤ ${UPLOAD_COST_TARGET_MS} ms, ${verdict}); para comparar, JSON.parse ${cost.parseMs} ms e saneamento ${cost.sanitizeMs} ms`
  );
}

// `npx tsx scripts/bench/upload-cost.ts`: this measurement alone.
if (process.argv[1]?.endsWith("upload-cost.ts")) console.log(uploadCostLine(measureUploadCost()));
