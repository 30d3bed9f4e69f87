/**
 * Where "Download" and "Entrar para avaliar" send a visitor: the login, then back to the flow
 * (`flowPath` in lib/catalogue/url.ts). A slug holds only `a-z0-9-`, and `/` may stand unescaped in
 * a query, so the address stays readable.
 */
export function loginToFlowPath(slug: string): string {
  return `/login?callbackUrl=/fluxos/${encodeURIComponent(slug)}`;
}
