// Whole HTML pages for answers given before (or instead of) the app's own rendering: a malformed
// address (proxy.ts) and the database out of reach (lib/cache/page-server.ts). They carry their
// own minimal styles (light and dark) and no script. No Node-only imports: proxy.ts loads this.
import { DATABASE_RETRY_AFTER_SECONDS } from "./errors";

export interface StatusPage {
  status: number;
  /** The page's title and heading. */
  title: string;
  message: string;
  link: { href: string; label: string };
}

export const UNAVAILABLE_PAGE: StatusPage = {
  status: 503,
  title: "Serviço temporariamente indisponível",
  message: "Estamos com uma instabilidade momentânea e não conseguimos carregar esta página. Tente novamente em alguns segundos.",
  // An empty href is the page itself: the link reloads it.
  link: { href: "", label: "Tentar novamente" },
};

export const TOO_MANY_PAGES: StatusPage = {
  status: 429,
  title: "Muitas páginas em pouco tempo",
  message: "Recebemos muitos pedidos de páginas novas vindos do seu endereço. Aguarde um minuto e tente de novo.",
  link: { href: "", label: "Tentar novamente" },
};

/** The headers of the 503 page: never stored, and when to ask again. */
export const UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
};

export function statusPageHtml({ status, title, message, link }: StatusPage): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Fluxoteca</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:1rem;text-align:center}
main{max-width:28rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{opacity:.8;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border-radius:.5rem;background:#2563eb;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<p>Erro ${status}</p>
<h1>${title}</h1>
<p>${message}</p>
<a href="${link.href}">${link.label}</a>
</main>
</body>
</html>
`;
}
