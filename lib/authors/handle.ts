import { z } from "zod";
import { authorPagePath } from "@/lib/routes";

/*
 * A creator page's address, `/autores/{handle}`. Pure and shared by the profile form and the server.
 * `handleBase` is the rule of the `fluxoteca_handle_base` SQL function (migration 0018), which gives
 * every new account its default handle: keep the two identical.
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 40;

/** Lower case letters and digits in words joined by single dashes. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words nobody may choose: they would pass for the site speaking, or for an address of its own.
 * Only chosen handles are checked; a default made from a name keeps what the trigger gave it.
 */
export const RESERVED_HANDLES = new Set([
  "admin",
  "administrador",
  "administracao",
  "api",
  "autor",
  "autores",
  "contato",
  "equipe",
  "fluxoteca",
  "fluxos",
  "moderacao",
  "moderador",
  "novo",
  "root",
  "sistema",
  "suporte",
  "usuario-removido",
]);

// The same pairs as FOLD_FROM / FOLD_TO in db/schema.ts (this file also runs in the browser).
const FOLD_FROM = "áàâãäåéèêëíìîïóòôõöúùûüçñýÿ";
const FOLD_TO = "aaaaaaeeeeiiiiooooouuuucnyy";

const trimDashes = (text: string) => text.replace(/^-+|-+$/g, "");

/** "Ana Martins" → "ana-martins"; "José da Silva Ñ" → "jose-da-silva-n"; "" → "autor". */
export function handleBase(name: string): string {
  let folded = "";
  for (const char of name.toLowerCase()) {
    const at = FOLD_FROM.indexOf(char);
    folded += at === -1 ? char : FOLD_TO[at];
  }
  const dashed = trimDashes(folded.replace(/[^a-z0-9]+/g, "-"));
  return trimDashes(dashed.slice(0, HANDLE_MAX)) || "autor";
}

export const HANDLE_MESSAGES = {
  length: `O endereço deve ter de ${HANDLE_MIN} a ${HANDLE_MAX} caracteres.`,
  pattern: "Use só letras minúsculas sem acento, números e hífens, sem hífen no início, no fim ou dois seguidos.",
  reserved: "Este endereço é reservado. Escolha outro.",
  taken: "Este endereço já está em uso por outra pessoa. Escolha outro.",
} as const;

/** A handle someone chooses: trimmed and lower-cased, then the rules above. */
export const handleSchema = z
  .string({ error: HANDLE_MESSAGES.length })
  .trim()
  .toLowerCase()
  .min(HANDLE_MIN, HANDLE_MESSAGES.length)
  .max(HANDLE_MAX, HANDLE_MESSAGES.length)
  .regex(HANDLE_PATTERN, HANDLE_MESSAGES.pattern)
  .refine((handle) => !RESERVED_HANDLES.has(handle), HANDLE_MESSAGES.reserved);

/**
 * What `/autores/{x}` may look up: any handle the database could hold (defaults are shorter than
 * HANDLE_MIN when a name is), nothing that could not be one.
 */
export function isHandleLike(value: string): boolean {
  // A default may carry the trigger's tail past HANDLE_MAX: "-2" … "-9" or "-" and 6 hex digits.
  return value.length <= HANDLE_MAX + 7 && HANDLE_PATTERN.test(value);
}

export const authorPath = (handle: string) => authorPagePath(handle);
