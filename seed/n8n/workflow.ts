import { branchRule } from "../logic";
import type { Rng } from "../random";
import type { ActionKind, FlowPlan } from "../types";
import { actionNode } from "./actions";
import { aiStep, transcribeNode } from "./ai";
import { conditionBlock, createCtx, nodeName, type N8nCtx, type NodeSpec } from "./common";
import { triggerNode } from "./triggers";

type Link = { node: string; type: string; index: number };
type Connections = Record<string, Record<string, Link[][]>>;
interface N8nNode extends Omit<NodeSpec, "webhook"> {
  id: string;
  position: [number, number];
  webhookId?: string;
}

const STEP_X = 220;

/** Assembles nodes and connections while keeping node names unique, as the n8n editor does. */
class Canvas {
  readonly nodes: N8nNode[] = [];
  readonly connections: Connections = {};
  private readonly names = new Set<string>();

  constructor(private readonly rng: Rng) {}

  add(spec: NodeSpec, x: number, y: number): string {
    let name = spec.name;
    for (let i = 1; this.names.has(name); i++) name = `${spec.name}${i}`;
    this.names.add(name);
    // Same key order as the n8n editor's export.
    this.nodes.push({
      parameters: spec.parameters,
      id: this.rng.uuid(),
      name,
      type: spec.type,
      typeVersion: spec.typeVersion,
      position: [x, y],
      ...(spec.webhook ? { webhookId: this.rng.uuid() } : {}),
      ...(spec.credentials ? { credentials: spec.credentials } : {}),
    });
    return name;
  }

  connect(from: string, to: string, output = 0, type = "main") {
    const outputs = ((this.connections[from] ??= {})[type] ??= []);
    while (outputs.length <= output) outputs.push([]);
    outputs[output]?.push({ node: to, type, index: 0 });
  }

  /** Marks an output that leads nowhere (IF "false" with nothing to do), as exports show it. */
  reserve(from: string, outputs: number) {
    const main = ((this.connections[from] ??= {}).main ??= []);
    while (main.length < outputs) main.push([]);
  }
}

function renderStep(ctx: N8nCtx, canvas: Canvas, kind: ActionKind, x: number, y: number): string {
  if (kind === "ai") {
    const step = aiStep(ctx);
    const main = canvas.add(step.main, x, y);
    const n = step.subs.length;
    step.subs.forEach((sub, i) => {
      const subName = canvas.add(sub.spec, x - (n - 1) * 70 + i * 140, y + 240);
      canvas.connect(subName, main, 0, sub.type);
    });
    return main;
  }
  return canvas.add(kind === "transcribe" ? transcribeNode(ctx) : actionNode(ctx, kind), x, y);
}

/** Chains `steps` after `from` (leaving from `output`) and returns the last node and x. */
function chain(ctx: N8nCtx, canvas: Canvas, from: string, output: number, steps: ActionKind[], x: number, y: number) {
  let prev = from;
  let out = output;
  for (const kind of steps) {
    x += kind === "ai" && ctx.plan.agent ? STEP_X + 80 : STEP_X;
    const name = renderStep(ctx, canvas, kind, x, y);
    canvas.connect(prev, name, out);
    prev = name;
    out = 0;
  }
  return { last: prev, x };
}

function branchNode(ctx: N8nCtx): NodeSpec {
  const cases = ctx.plan.branch?.cases ?? [];
  if (cases.length <= 2) {
    return {
      type: "n8n-nodes-base.if",
      typeVersion: 2.2,
      parameters: { conditions: conditionBlock(ctx, branchRule(ctx.plan, cases[0]?.value ?? "")), options: {} },
      name: nodeName(
        ctx,
        ctx.plan.steps[ctx.plan.steps.length - 1] === "ai" ? "Verificar resposta da IA" : `Verificar ${branchRule(ctx.plan, cases[0]?.value ?? "").field}`,
        "If",
      ),
    };
  }
  const values = cases.map((c) => {
    const rule = branchRule(ctx.plan, c.value);
    return { conditions: conditionBlock(ctx, rule), renameOutput: true, outputKey: String(rule.value) };
  });
  return {
    type: "n8n-nodes-base.switch",
    typeVersion: 3.2,
    parameters: { rules: { values }, options: {} },
    name: nodeName(ctx, "Direcionar por tipo", "Switch"),
  };
}

function stickyNote(ctx: N8nCtx): NodeSpec {
  const apps = ctx.plan.scenario.tags.slice(0, 2).join(" e ");
  return {
    type: "n8n-nodes-base.stickyNote",
    typeVersion: 1,
    parameters: {
      content: [
        `## ${ctx.plan.business.name}`,
        "",
        "**Como configurar**",
        "1. Conecte as credenciais marcadas em vermelho.",
        "2. Ajuste os IDs da planilha e dos canais.",
        "3. Ative o fluxo e faça um teste.",
        "",
        `Dúvidas sobre ${apps}? Veja o tutorial no link do fluxo.`,
      ].join("\n"),
      height: 300,
      width: 360,
      color: ctx.rng.int(4, 7),
    },
    name: "Sticky Note",
  };
}

/** A complete n8n workflow export for `plan`. */
export function buildN8nWorkflow(rng: Rng, plan: FlowPlan, name: string): Record<string, unknown> {
  const ctx = createCtx(rng, plan);
  const canvas = new Canvas(rng);
  const x0 = rng.pick([0, 240, 460, -200]);
  const y0 = rng.pick([0, 200, 300]);
  const trigger = triggerNode(ctx, plan.trigger);
  ctx.triggerName = canvas.add(trigger, x0, y0);

  const main = chain(ctx, canvas, ctx.triggerName, 0, plan.steps, x0, y0);
  if (plan.branch) {
    const bx = main.x + STEP_X;
    const router = canvas.add(branchNode(ctx), bx, y0);
    canvas.connect(main.last, router);
    const cases = plan.branch.cases;
    canvas.reserve(router, cases.length);
    cases.forEach((c, i) => {
      const y = y0 + Math.round((i - (cases.length - 1) / 2) * 200);
      ctx.message = c.message?.[plan.lang];
      if (c.steps.length > 0) chain(ctx, canvas, router, i, c.steps, bx, y);
      else if (rng.chance(0.5))
        canvas.connect(
          router,
          canvas.add({ type: "n8n-nodes-base.noOp", typeVersion: 1, parameters: {}, name: "No Operation, do nothing" }, bx + STEP_X, y),
          i,
        );
      ctx.message = undefined;
    });
  }
  if (plan.lang === "pt" && rng.chance(0.35)) canvas.add(stickyNote(ctx), x0 - 40, y0 - 340);

  return {
    name,
    nodes: canvas.nodes,
    pinData: {},
    connections: canvas.connections,
    active: false,
    settings: { executionOrder: "v1" },
    ...(rng.chance(0.6) ? { meta: { templateCredsSetupCompleted: true } } : {}),
    tags: [],
  };
}
