/** Make scenarios (blueprints): HTTP modules, URLs and code modules (docs/product-rules.md §21). */

import { isObject, type JsonObject } from "../graph/json";
import { scanCode } from "./code";
import { checkUrl, eachString, isUrlKey, MAX_DEPTH, newBudget, reportCode, type Budget } from "./checks";
import { Collector, NOUNS } from "./collector";
import { queryParamHasSecret } from "./hosts";
import type { SafetyReport } from "./rules";
import { MakeValues } from "./values";

const MAX_MODULES = 20_000;
const CODE_APPS = new Set(["code", "javascript", "js", "python", "customjs", "custom-js"]);

/** `code:ExecuteCode`, `javascript:…`, `tools:RunCode`… */
function isCodeModule(module: string): boolean {
  const lower = module.toLowerCase();
  const colon = lower.indexOf(":");
  const app = colon >= 0 ? lower.slice(0, colon) : lower;
  const action = colon >= 0 ? lower.slice(colon + 1) : "";
  return CODE_APPS.has(app) || app.includes("javascript") || /code|javascript|script/.test(action);
}

const CODE_KEY = /code|script|source|function/i;

interface State {
  c: Collector;
  budget: Budget;
  order: number;
  values: MakeValues;
  /** Fills `{{5.url}}` references to constant variables; none when the scenario sets none. */
  resolve?: (value: string) => string;
}

/** Every module of the scenario, routes and error handlers included, for the variables they set. */
function collectValues(values: MakeValues, flow: unknown, depth: number, seen: { modules: number }): void {
  if (!Array.isArray(flow) || depth > MAX_DEPTH) return;
  for (let i = 0; i < flow.length && seen.modules < MAX_MODULES; i++, seen.modules++) {
    const mod = flow[i];
    if (!isObject(mod)) continue;
    values.add(mod);
    if (Array.isArray(mod.routes)) {
      for (const route of mod.routes.slice(0, 1_000)) if (isObject(route)) collectValues(values, route.flow, depth + 1, seen);
    }
    collectValues(values, mod.onerror, depth + 1, seen);
  }
}

function visit(state: State, flow: unknown, depth: number): void {
  if (!Array.isArray(flow) || depth > MAX_DEPTH) return;
  for (let i = 0; i < flow.length && state.order < MAX_MODULES; i++) {
    const mod = flow[i];
    if (!isObject(mod)) continue;
    const order = state.order++;
    const moduleType = typeof mod.module === "string" ? mod.module : "";
    const id = typeof mod.id === "number" || typeof mod.id === "string" ? String(mod.id) : String(order + 1);
    const name = `${id} · ${moduleType || "módulo"}`.slice(0, 100);
    const mapper = isObject(mod.mapper) ? mod.mapper : {};
    const parameters = isObject(mod.parameters) ? mod.parameters : {};
    const codeModule = isCodeModule(moduleType);
    if (codeModule) state.c.add("make-code", name, order);
    const language = /python/i.test(moduleType) || /python/i.test(String(mapper.language ?? "")) ? "python" : "js";

    const resolve = state.resolve;
    for (const part of [mapper, parameters]) {
      eachString(part, state.budget, (key, value) => {
        if (codeModule && CODE_KEY.test(key)) reportCode(state.c, scanCode(value, language), name, order);
        else if (isUrlKey(key)) checkUrl(state.c, value, name, order, true, resolve);
      });
    }
    if (Array.isArray(mapper.qs)) {
      for (const param of mapper.qs.slice(0, 1_000)) {
        if (isObject(param) && queryParamHasSecret(param.name ?? param.key, param.value)) {
          state.c.add("secret-in-url", name, order);
        }
      }
    }
    if (Array.isArray(mod.routes)) {
      for (const route of mod.routes.slice(0, 1_000)) if (isObject(route)) visit(state, route.flow, depth + 1);
    }
    visit(state, mod.onerror, depth + 1);
  }
}

export function analyzeMake(json: JsonObject): SafetyReport {
  const root = !Array.isArray(json.flow) && isObject(json.blueprint) ? json.blueprint : json;
  const state: State = { c: new Collector(), budget: newBudget(), order: 0, values: new MakeValues() };
  collectValues(state.values, root.flow, 0, { modules: 0 });
  if (!state.values.empty) state.resolve = (value) => state.values.resolve(value);
  visit(state, root.flow, 0);
  return state.c.finish(NOUNS.MAKE);
}
