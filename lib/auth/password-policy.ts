import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "@/lib/http/errors";

// docs/product-rules.md §8: the 1,000 most common passwords are refused, plus the usual Brazilian favourites.
const BRAZILIAN = ["senha", "senha123", "senha1234", "mudar123", "brasil", "brasil123", "flamengo", "corinthians", "palmeiras", "fluxoteca"];
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set([...dictionary["passwords-common"].slice(0, 1000), ...BRAZILIAN]);
  return common;
}

function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Throws INVALID_INPUT for a password found in the common list. Length is checked by the schema. */
export function assertPasswordAllowed(password: string, field = "password") {
  if (isCommonPassword(password)) {
    throw new AppError("INVALID_INPUT", "Essa senha é muito comum e fácil de adivinhar. Escolha outra.", {
      details: { fieldErrors: { [field]: ["Essa senha é muito comum e fácil de adivinhar. Escolha outra."] } },
    });
  }
}
