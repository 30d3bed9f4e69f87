import type { ApiResult } from "@/lib/client/api";

/** Toast description for a failed admin call: the server's message, else docs/product-rules.md §16's 'Erro ao … : {status}'. */
export function failureMessage(result: Extract<ApiResult<unknown>, { ok: false }>, fallback: string): string {
  if (result.network) return "Erro de conexão. Tente novamente.";
  return result.message ?? `${fallback}: ${result.status}`;
}
