import { GraphBuilder } from "./builder";
import { isObject, pointOf, text, type JsonObject } from "./json";
import { makeFamily, makeModuleLabel } from "./make-types";
import { MAX_DEPTH, MAX_LABEL, MAX_SCAN, type FlowGraph } from "./types";

const NODE_WIDTH = 176;
const NODE_HEIGHT = 60;

/** The first and last modules of a (sub)flow, to chain it to what comes before and after. */
interface Chain {
  first: string | null;
  last: string | null;
}

function routeLabel(route: unknown, index: number): string {
  // A route's filter sits on its first module; the preview drops filters, so the number always leads.
  const first = isObject(route) && Array.isArray(route.flow) ? route.flow[0] : null;
  const filter = isObject(first) && isObject(first.filter) ? text(first.filter.name, 40) : null;
  return filter ? `Rota ${index + 1}: ${filter}` : `Rota ${index + 1}`;
}

/** `metadata.designer`: the module's place on the canvas and the name the author gave it. */
export function makeDesigner(mod: JsonObject): JsonObject {
  const meta = isObject(mod.metadata) ? mod.metadata : {};
  return isObject(meta.designer) ? meta.designer : {};
}

function addModule(b: GraphBuilder, mod: JsonObject, path: string): string | null {
  const moduleType = typeof mod.module === "string" ? mod.module : "";
  const designer = makeDesigner(mod);
  const point = pointOf(designer);
  const { label, detail } = makeModuleLabel(moduleType);
  const routes = Array.isArray(mod.routes) ? mod.routes.length : 0;
  const ownId = typeof mod.id === "number" || (typeof mod.id === "string" && mod.id.trim() !== "") ? String(mod.id).slice(0, 40) : null;
  return b.addNode({
    id: ownId ? `m${ownId}` : `m:${path}`,
    // Make lets the author rename a module on the canvas (designer.name).
    label: text(designer.name, MAX_LABEL) ?? label,
    type: moduleType,
    family: makeFamily(moduleType),
    x: point?.x ?? null,
    y: point?.y ?? null,
    width: NODE_WIDTH,
    height: NODE_HEIGHT,
    detail: moduleType === "builtin:BasicRouter" ? `${routes} ${routes === 1 ? "rota" : "rotas"}` : detail,
    ...(mod.disabled === true ? { disabled: true } : {}),
  });
}

/**
 * Walks one `flow[]`: consecutive modules are chained; a router links to the first module of each
 * route; `onerror` handlers hang off their module as an error path. Recursion is depth-capped.
 */
function walk(b: GraphBuilder, flow: unknown, depth: number, path: string): Chain {
  const chain: Chain = { first: null, last: null };
  if (!Array.isArray(flow) || depth > MAX_DEPTH) {
    if (Array.isArray(flow)) b.truncated = true;
    return chain;
  }
  for (let i = 0; i < flow.length && i < MAX_SCAN && b.spend(); i++) {
    const mod = flow[i];
    if (!isObject(mod)) continue;
    const id = addModule(b, mod, `${path}.${i}`);
    if (id === null) break;
    if (chain.last) b.addEdge(chain.last, id);
    chain.first ??= id;
    chain.last = id;
    if (Array.isArray(mod.routes)) {
      mod.routes.forEach((route, r) => {
        if (!isObject(route) || !b.spend()) return;
        const sub = walk(b, route.flow, depth + 1, `${path}.${i}.r${r}`);
        b.addEdge(id, sub.first, routeLabel(route, r));
      });
    }
    if (Array.isArray(mod.onerror)) {
      const handler = walk(b, mod.onerror, depth + 1, `${path}.${i}.e`);
      b.addEdge(id, handler.first, "Erro", "error");
    }
  }
  return chain;
}

export function makeGraph(json: JsonObject): FlowGraph {
  const b = new GraphBuilder();
  if (!Array.isArray(json.flow)) return b.finish("O JSON não tem a lista de módulos do Make.");
  walk(b, json.flow, 0, "f");
  return b.finish("O cenário não tem módulos para desenhar.");
}
