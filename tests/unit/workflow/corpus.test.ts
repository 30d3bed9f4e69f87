import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { extractFlowFacts } from "@/lib/workflow/facts";
import { toFlowGraph } from "@/lib/workflow/graph";
import {
  buildImportPayload,
  DEFAULT_IMPORT_NAME,
  fileBaseName,
  MAX_FALLBACK_TAGS,
  parseWorkflowText,
  workflowName,
  type ImportResult,
} from "@/lib/workflow/import";
import type { DetectedPlatform } from "@/lib/workflow/platform";

/**
 * The import pipeline of the upload dialog (parseWorkflowText → buildImportPayload) over the
 * corpus of 521 real exports kept next to the repository (../shared/corpus, see its README.md).
 * Skipped where the corpus is not present.
 */

const CORPUS_DIR = path.resolve(process.cwd(), "../shared/corpus");
const ORIGIN = "https://fluxoteca.example";
const PLATFORM_OF_TOOL: Record<string, DetectedPlatform> = { n8n: "N8N", typebot: "TYPEBOT", make: "MAKE" };

const TRAILING_CONTENT = (line: number, position: number) => `JSON inválido: há conteúdo extra depois do fim do fluxo (linha ${line}, posição ${position}).`;
const SCRAMBLED =
  'As chaves do JSON estão entre aspas duplicadas ("\\"nodes\\""): o arquivo parece ter sido convertido em texto duas vezes ou ' +
  "corrompido por outra ferramenta, e não tem nós nem conexões utilizáveis. Exporte o fluxo novamente a partir do n8n, Typebot ou Make.";
const EMPTY_OBJECT = "O JSON está vazio: não contém nenhum fluxo.";

/** Every file the import refuses, with its reason; any other file must be accepted. */
const EXPECTED_REFUSALS: Record<string, string> = {
  "make/bic-example.json": EMPTY_OBJECT,
  "n8n/enc-ai-driven-lead-management-and-inquiry-automation.json": TRAILING_CONTENT(733, 21384),
  "n8n/enc-all-unique-nodes.json": "O arquivo está vazio.",
  "n8n/enc-automate-competitor-research-with-exa-ai-notion.json": TRAILING_CONTENT(1359, 36422),
  "n8n/enc-host-your-own-ai-deep-research-agent-with-n8n-ap.json": TRAILING_CONTENT(2942, 75155),
  "n8n/enc-lemlist-gpt-3-supercharge-your-sales-workflows.json": TRAILING_CONTENT(397, 6973),
  "n8n/enc-parse-pdf-with-llamaparse-and-save-to-airtable.json": TRAILING_CONTENT(601, 14916),
  "n8n/enc-perplexity-research-to-html-ai-powered-content-c.json": TRAILING_CONTENT(1389, 35357),
  "n8n/enc-recipe-recommendations-with-qdrant-and-mistral.json": TRAILING_CONTENT(973, 22170),
  "n8n/zie-1271-automate.json": SCRAMBLED,
  "n8n/zie-1290-automation.json": EMPTY_OBJECT,
  "n8n/zie-1409-send.json": SCRAMBLED,
};

type Row = Record<"file" | "tool" | "source_repo" | "commit" | "source_path" | "bytes" | "sha256" | "valid_json" | "note", string>;

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows.filter((r) => r.some((cell) => cell !== ""));
}

function readManifest(): Row[] {
  const [header, ...rows] = parseCsv(readFileSync(path.join(CORPUS_DIR, "manifest.csv"), "utf8"));
  return rows.map((cells) => {
    expect(cells, `manifest row ${cells[0]}`).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((name, i) => [name, cells[i]!])) as Row;
  });
}

interface Outcome {
  row: Row;
  parsed: ReturnType<typeof parseWorkflowText>;
  built: ImportResult | null;
}

/** Counted straight from the export: n8n nodes (without sticky notes), Make modules, Typebot groups. */
function rawStepCount(json: unknown, platform: DetectedPlatform): number {
  const object = json as Record<string, unknown>;
  if (platform === "N8N") {
    const nodes = Array.isArray(object.nodes) ? object.nodes : [];
    return nodes.filter((node) => (node as { type?: unknown }).type !== "n8n-nodes-base.stickyNote").length;
  }
  if (platform === "MAKE") return Array.isArray(object.flow) ? object.flow.length : 0;
  const root = (object.typebot && typeof object.typebot === "object" && !Array.isArray(object.groups) ? object.typebot : object) as Record<string, unknown>;
  const containers = Array.isArray(root.groups) ? root.groups : Array.isArray(root.blocks) ? root.blocks : [];
  return containers.length;
}

describe.skipIf(!existsSync(CORPUS_DIR))("import of the real-export corpus", () => {
  let outcomes: Outcome[] = [];

  beforeAll(() => {
    outcomes = readManifest().map((row) => {
      const parsed = parseWorkflowText(readFileSync(path.join(CORPUS_DIR, row.file), "utf8"));
      // As the upload dialog does: the browser's File.name is the bare file name.
      const built = parsed.ok ? buildImportPayload(parsed.json, { origin: ORIGIN, fileName: path.basename(row.file) }) : null;
      return { row, parsed, built };
    });
  });

  it("reads every manifest row, one per JSON file on disk", () => {
    expect(outcomes).toHaveLength(521);
    const onDisk = ["n8n", "typebot", "make"].flatMap((tool) =>
      readdirSync(path.join(CORPUS_DIR, tool))
        .filter((name) => name.endsWith(".json"))
        .map((name) => `${tool}/${name}`),
    );
    expect(outcomes.map((o) => o.row.file).sort()).toEqual(onDisk.sort());
    // Source paths with commas come quoted in the CSV and must survive whole.
    expect(outcomes.filter((o) => o.row.source_path.includes(",")).length).toBeGreaterThan(0);
    for (const { row } of outcomes) expect(Object.keys(PLATFORM_OF_TOOL), row.file).toContain(row.tool);
  });

  it("refuses exactly the expected files, each with its precise pt-BR reason", () => {
    const refused: Record<string, string> = {};
    for (const { row, parsed, built } of outcomes) {
      // The manifest's valid_json says whether the text parses at all (BOM removed).
      expect(parsed.ok, `${row.file}: valid_json=${row.valid_json}`).toBe(row.valid_json === "yes");
      const reason = !parsed.ok ? parsed.reason : built && !built.ok ? built.reason : null;
      if (reason !== null) refused[row.file] = reason;
    }
    expect(refused).toEqual(EXPECTED_REFUSALS);
    for (const reason of Object.values(refused)) {
      expect(reason.trim()).not.toBe("");
      expect(reason).not.toMatch(/Unexpected|JSON at position|SyntaxError|token/i);
    }
  });

  it("accepts every other file with the manifest's tool, a real name, fallback tags and a drawable graph", () => {
    const problems: string[] = [];
    const check = (ok: boolean, file: string, what: string) => {
      if (!ok) problems.push(`${file}: ${what}`);
    };
    let accepted = 0;
    for (const { row, parsed, built } of outcomes) {
      if (!parsed.ok || !built?.ok) continue;
      accepted++;
      const { file } = row;
      const { name, tags, platform, metadata, url, isPublic } = built.payload;
      check(platform === PLATFORM_OF_TOOL[row.tool], file, `platform ${platform}, manifest says ${row.tool}`);
      check(name === name.trim() && name !== "" && name.length <= 120, file, `name ${JSON.stringify(name)}`);
      const fromFile = fileBaseName(path.basename(file));
      check(name !== DEFAULT_IMPORT_NAME || fromFile === null, file, "fell back to 'Fluxo Importado' despite a file name");
      if (workflowName(parsed.json) === null) check(name === fromFile, file, `unnamed export named ${JSON.stringify(name)}, not after the file`);
      check(isPublic && url.startsWith(`${ORIGIN}/fluxos/`), file, `url ${url}`);

      const steps = rawStepCount(metadata, platform);
      if (steps > 0) {
        check(tags.length >= 1 && tags.length <= MAX_FALLBACK_TAGS, file, `${tags.length} tags ${JSON.stringify(tags)}`);
        check(new Set(tags).size === tags.length && tags.every((tag) => tag.trim() === tag && tag !== ""), file, `tags ${JSON.stringify(tags)}`);
        const graph = toFlowGraph(platform, metadata);
        check(graph.nodes.length >= 1, file, `empty graph for ${steps} steps (${graph.reason ?? "no reason"})`);
        const facts = extractFlowFacts(platform, metadata);
        check(facts.platform === platform && facts.nodeCount >= 1, file, `facts count ${facts.nodeCount} nodes for ${steps} steps`);
      }
    }
    expect(problems).toEqual([]);
    expect(accepted).toBe(521 - Object.keys(EXPECTED_REFUSALS).length);
  });
});
