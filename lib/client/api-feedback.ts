import { toast } from "@/lib/client/toast";
import type { ApiResult } from "@/lib/client/api";

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export const SIGNED_OUT_MESSAGE = "Usuário não autenticado. Faça login novamente.";

/**
 * The one text for a failed call: connection, then the first field error, then the server message,
 * then the caller's fallback (admin calls put the status in it, 'Erro ao … : {status}',
 * docs/product-rules.md §16). The recovery forms word the connection failure their own way (spec).
 * `inline`: the form already shows the field errors beside their fields, so the text is the server's
 * message ("Este JSON é igual à versão atual…" beside the field's "Nada mudou…").
 */
export function failureMessage(
  result: Failure,
  fallback: string,
  { network = "Erro de conexão. Tente novamente.", inline = false }: { network?: string; inline?: boolean } = {},
): string {
  if (result.network) return network;
  const fieldError = inline ? undefined : Object.values(result.fieldErrors ?? {}).find((messages) => messages?.length)?.[0];
  return fieldError ?? result.message ?? fallback;
}

/**
 * docs/product-rules.md §8: a session that ended while the page was open (password changed elsewhere, account
 * blocked) gets 'Usuário não autenticado. Faça login novamente.' with a way to the login page.
 * Returns true when it handled the failure.
 */
export function handleSignedOut(result: Failure, router: { push: (href: string) => void }): boolean {
  if (result.status !== 401) return false;
  toast.error(SIGNED_OUT_MESSAGE, {
    action: { label: "Entrar", onClick: () => router.push("/login?callbackUrl=%2Fprofile") },
    duration: 10_000,
  });
  return true;
}
