import "server-only";
import { disposableEmailBlocklist } from "disposable-email-domains-js";
import { AppError } from "@/lib/http/errors";

// docs/product-rules.md §8: throwaway mailboxes cannot hold an account. The list (a few thousand
// domains, the community-maintained disposable-email-domains list) stays on the server: this module
// is `server-only`, so it never reaches a browser bundle.
export const DISPOSABLE_EMAIL_MESSAGE = "Use um e-mail permanente: endereços temporários não são aceitos.";

let blocked: Set<string> | undefined;

/** Built on first use; the package's own check rebuilds its Set on every call. */
function blocklist(): Set<string> {
  blocked ??= new Set(disposableEmailBlocklist().map((domain) => domain.toLowerCase()));
  return blocked;
}

/**
 * True for a listed domain and for any subdomain of one (`x.mailinator.com`): those services hand
 * out addresses under any name below their domain.
 */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.$/, "").split(".");
  const list = blocklist();
  // Every suffix of two labels or more: a bare top-level domain is never a provider.
  for (let i = 0; i <= labels.length - 2; i++) {
    if (list.has(labels.slice(i).join("."))) return true;
  }
  return false;
}

export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  return at !== -1 && isDisposableDomain(email.slice(at + 1));
}

/** Throws the usual 400 field error on `field` for an address at a disposable domain. */
export function assertPermanentEmail(email: string, field = "email") {
  if (isDisposableEmail(email)) {
    throw new AppError("INVALID_INPUT", DISPOSABLE_EMAIL_MESSAGE, { details: { fieldErrors: { [field]: [DISPOSABLE_EMAIL_MESSAGE] } } });
  }
}
