/**
 * n8n parameter expressions (`={{ … }}`): their JavaScript read as tokens, folded to the text they
 * produce when it is constant (`={{ "http://" + "185.199.110.153" + "/x" }}`), and the environment
 * they read (`{{ $env['OPENAI' + '_API_KEY'] }}`).
 */

import { scanTokens } from "./code";
import { newEnvAccess, mergeEnv, type EnvAccess } from "./env";
import { MARK, Program, type Resolver } from "./fold";
import { tokenizeExpression, type Token } from "./lexer";

const MAX_EXPRESSIONS = 50;
const MAX_VALUE = 64_000;

/** The parameter's literal text and its `{{ }}` expressions' tokens, in order. */
export function expressionParts(value: string): (string | Token[])[] {
  const source = value.length > MAX_VALUE ? value.slice(0, MAX_VALUE) : value;
  const parts: (string | Token[])[] = [];
  let pos = 0;
  while (pos < source.length && parts.length < MAX_EXPRESSIONS * 2) {
    const open = source.indexOf("{{", pos);
    if (open < 0) break;
    const { tokens, end } = tokenizeExpression(source, open + 2);
    if (end < 0) break;
    if (open > pos) parts.push(source.slice(pos, open));
    parts.push(tokens);
    pos = end + 2;
  }
  if (pos < source.length) parts.push(source.slice(pos));
  return parts;
}

/**
 * What an n8n parameter evaluates to: its text, each `{{ }}` replaced by the folded value of its
 * expression, MARK where a piece is only known when the flow runs.
 */
export function resolveN8nValue(value: string, resolver?: Resolver): string {
  const text = value.trimStart().startsWith("=") ? value.trimStart().slice(1) : value;
  if (!text.includes("{{")) return text;
  let out = "";
  for (const part of expressionParts(text)) {
    if (typeof part === "string") out += part;
    else if (part.length === 0) continue;
    else {
      const f = new Program(part, "js", resolver).foldText(0);
      out += f.end >= part.length && f.text !== undefined ? f.text : MARK;
    }
  }
  return out;
}

/** The environment reads in a parameter's expressions. */
export function expressionEnv(value: string): EnvAccess {
  const access = newEnvAccess();
  for (const part of expressionParts(value)) {
    if (typeof part !== "string") mergeEnv(access, scanTokens(part).env);
  }
  return access;
}
