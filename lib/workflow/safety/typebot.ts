/** Typebot bots: script blocks, "Set variable" code and HTTP/webhook blocks (docs/product-rules.md §21). */

import { isObject, type JsonObject } from "../graph/json";
import { typebotGroupTitle, typebotParts, typebotRoot } from "../graph/typebot";
import { typebotBlockLabel } from "../graph/typebot-types";
import { scanCode } from "./code";
import { checkUrl, eachString, isUrlKey, newBudget, reportCode } from "./checks";
import { Collector, NOUNS } from "./collector";
import { queryParamHasSecret } from "./hosts";
import type { SafetyReport } from "./rules";
import { resolveTypebotText, typebotConstants } from "./values";

const MAX_GROUPS = 5_000;
const MAX_BLOCKS = 50_000;

const SCRIPT_TYPES = new Set(["code", "script"]);
const REQUEST_TYPES = new Set(["webhook", "http request", "zapier", "make.com", "pabbly"]);
// Bubbles, inputs and redirects show a URL to the visitor; they do not send the bot's data anywhere.
const NO_REQUEST_TYPES = new Set(["text", "image", "video", "audio", "embed", "redirect", "typebot link", "start", "jump", "condition", "wait", "ab test"]);

const str = (value: unknown) => (typeof value === "string" ? value : "");

export function analyzeTypebot(json: JsonObject): SafetyReport {
  const root = typebotRoot(json);
  const { groups, itemsKey } = typebotParts(root);
  const c = new Collector();
  const budget = newBudget();
  const webhooks = new Map<string, JsonObject>();
  if (Array.isArray(root.webhooks)) {
    for (const hook of root.webhooks.slice(0, MAX_BLOCKS)) {
      if (isObject(hook) && typeof hook.id === "string") webhooks.set(hook.id, hook);
    }
  }
  if (!Array.isArray(groups)) return c.finish(NOUNS.TYPEBOT);

  // Variables holding a constant, for URLs that use them (`{{collector}}/x`).
  const setBlocks: JsonObject[] = [];
  for (let g = 0, seen = 0; g < groups.length && g < MAX_GROUPS; g++) {
    const group = groups[g];
    const blocks = isObject(group) ? group[itemsKey] : null;
    if (!Array.isArray(blocks)) continue;
    for (let b = 0; b < blocks.length && seen < MAX_BLOCKS; b++, seen++) {
      const block = blocks[b];
      if (isObject(block) && str(block.type).toLowerCase() === "set variable") setBlocks.push(block);
    }
  }
  const constants = typebotConstants(root, setBlocks);
  const resolve = constants.size === 0 ? undefined : (value: string) => resolveTypebotText(value, constants);

  let order = 0;
  for (let g = 0; g < groups.length && g < MAX_GROUPS; g++) {
    const group = groups[g];
    if (!isObject(group)) continue;
    const blocks = group[itemsKey];
    if (!Array.isArray(blocks)) continue;
    const title = typebotGroupTitle(group, g);
    for (let b = 0; b < blocks.length && order < MAX_BLOCKS; b++, order++) {
      const block = blocks[b];
      if (!isObject(block)) continue;
      const type = str(block.type);
      const kind = type.toLowerCase();
      const name = `${title} · ${typebotBlockLabel(type)}`;
      const options = isObject(block.options) ? block.options : {};

      if (SCRIPT_TYPES.has(kind)) {
        const content = str(options.content);
        if (content.trim() === "") continue;
        if (options.isExecutedOnClient !== false) c.add("typebot-client-script", name, order);
        reportCode(c, scanCode(content, "js"), name, order);
        continue;
      }
      if (kind === "set variable") {
        const expression = str(options.expressionToEvaluate);
        if (expression.trim() === "") continue;
        if (options.isExecutedOnClient === true) c.add("typebot-client-script", name, order);
        reportCode(c, scanCode(expression, "js"), name, order);
        continue;
      }
      if (REQUEST_TYPES.has(kind)) {
        const inline = isObject(options.webhook) ? options.webhook : null;
        const linkedId = str(block.webhookId) || str(options.webhookId);
        const hook = inline ?? webhooks.get(linkedId) ?? options;
        const url = str(hook.url);
        if (url) checkUrl(c, url, name, order, false, resolve);
        if (Array.isArray(hook.queryParams)) {
          for (const param of hook.queryParams.slice(0, 1_000)) {
            if (isObject(param) && queryParamHasSecret(param.key, param.value)) {
              c.add("secret-in-url", name, order);
            }
          }
        }
        continue;
      }
      if (NO_REQUEST_TYPES.has(kind) || kind.endsWith(" input")) continue;
      // Integration blocks (OpenAI, Chatwoot, NocoDB…) may point at a custom base URL.
      eachString(options, budget, (key, value) => {
        if (isUrlKey(key)) checkUrl(c, value, name, order, false, resolve);
      });
    }
  }
  return c.finish(NOUNS.TYPEBOT);
}
