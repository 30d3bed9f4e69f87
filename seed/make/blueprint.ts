import { branchRule, filterRule } from "../logic";
import type { Rng } from "../random";
import type { ActionKind, FlowPlan } from "../types";
import { createCtx, filterFor, type MakeCtx, type ModuleSpec } from "./common";
import { actionModule } from "./modules";
import { triggerModule } from "./sources";

interface MakeModule {
  id: number;
  module: string;
  version: number;
  parameters: Record<string, unknown>;
  filter?: { name: string; conditions: unknown[][] };
  mapper: Record<string, unknown> | null;
  metadata: { designer: { x: number; y: number } };
  routes?: { flow: MakeModule[] }[];
  onerror?: MakeModule[];
}

const STEP_X = 300;

class Builder {
  private nextId = 1;

  constructor(
    readonly ctx: MakeCtx,
    private readonly rng: Rng,
  ) {}

  /** Module ids grow but skip numbers now and then, like scenarios edited over time. */
  newId(): number {
    const id = this.nextId;
    this.nextId += this.rng.chance(0.2) ? this.rng.int(2, 6) : 1;
    return id;
  }

  place(spec: ModuleSpec, x: number, y: number, filter?: MakeModule["filter"]): MakeModule {
    const id = this.newId();
    const { yieldsRecords, ...rest } = spec;
    const mod: MakeModule = {
      id,
      module: rest.module,
      version: rest.version,
      parameters: rest.parameters,
      ...(filter ? { filter } : {}),
      mapper: rest.mapper,
      metadata: { designer: { x, y } },
    };
    if (rest.module.startsWith("http:") && this.rng.chance(0.2)) {
      mod.onerror = [
        {
          id: this.newId(),
          module: "builtin:Ignore",
          version: 1,
          parameters: {},
          mapper: null,
          metadata: { designer: { x: x + 300, y: y + 300 } },
        },
      ];
    }
    if (yieldsRecords) this.ctx.src = id;
    this.ctx.lastId = id;
    return mod;
  }

  /** Renders `steps` into `out`; a `filter` step becomes the filter of the link to the next module. */
  steps(steps: ActionKind[], out: MakeModule[], x: number, y: number, filter?: MakeModule["filter"]): number {
    const pt = this.ctx.lang === "pt";
    let pending = filter;
    for (const kind of steps) {
      if (kind === "filter") {
        pending = filterFor(this.ctx, filterRule(this.ctx.plan), pt ? "Somente os que precisam de ação" : "Only actionable items");
        continue;
      }
      const mod = this.place(actionModule(this.ctx, kind), x, y, pending);
      if (kind === "ai") this.ctx.aiId = mod.id;
      out.push(mod);
      pending = undefined;
      x += STEP_X;
    }
    return x;
  }
}

/** A complete Make scenario blueprint ("Export Blueprint") for `plan`. */
export function buildMakeBlueprint(rng: Rng, plan: FlowPlan, name: string): Record<string, unknown> {
  const ctx = createCtx(rng, plan);
  const builder = new Builder(ctx, rng);
  const flow: MakeModule[] = [];
  let x = 0;
  const trigger = triggerModule(ctx, plan.trigger);
  if (trigger) {
    const mod = builder.place({ ...trigger, yieldsRecords: true }, x, 0);
    ctx.triggerId = mod.id;
    flow.push(mod);
    x += STEP_X;
  }
  x = builder.steps(plan.steps, flow, x, 0);

  const cases = (plan.branch?.cases ?? []).filter((c) => c.steps.length > 0);
  const routeFilter = (value: string) => filterFor(ctx, branchRule(plan, value), String(branchRule(plan, value).value));
  const first = cases[0];
  if (cases.length === 1 && first) {
    ctx.message = first.message?.[plan.lang];
    builder.steps(first.steps, flow, x, 0, routeFilter(first.value));
  } else if (cases.length > 1) {
    const router = builder.place({ module: "builtin:BasicRouter", version: 1, parameters: {}, mapper: null }, x, 0);
    const src = ctx.src;
    router.routes = cases.map((c, i) => {
      ctx.src = src;
      ctx.message = c.message?.[plan.lang];
      const routeFlow: MakeModule[] = [];
      builder.steps(c.steps, routeFlow, x + STEP_X, Math.round((i - (cases.length - 1) / 2) * 300), routeFilter(c.value));
      ctx.message = undefined;
      return { flow: routeFlow };
    });
    flow.push(router);
  }

  const instant = trigger !== null && ["gateway:CustomWebHook", "telegram:WatchUpdates"].includes(trigger.module);
  return {
    name,
    flow,
    metadata: {
      instant,
      version: 1,
      scenario: {
        roundtrips: 1,
        maxErrors: 3,
        autoCommit: true,
        autoCommitTriggerLast: true,
        sequential: false,
        slots: null,
        confidential: false,
        dataloss: false,
        dlq: false,
        freshVariables: false,
      },
      designer: { orphans: [] },
      zone: rng.pick(["us1.make.com", "us2.make.com", "eu1.make.com", "eu2.make.com"]),
      ...(rng.chance(0.7) ? { notes: [] } : {}),
    },
  };
}
