/**
 * What the benchmark requests: the ceiling, every /api/flows shape of the issue, the SSR pages, and
 * two routes of the minimal Next.js app (bench/reference-app) that show the framework's own floor.
 */
import type { Picks } from "./database";
import type { ShapeKind } from "./stats";

export interface Shape {
  /** Stable id for `--only` and the JSON report. */
  id: string;
  /** Row title of the table. */
  label: string;
  kind: ShapeKind;
  path: string;
  /** Another server's base URL (the reference app, nginx); the app under test when absent. */
  origin?: string;
  /** What the one-off check before measuring expects of the JSON (api shapes). */
  expect?: "hits" | "empty";
  /** Requested as a visitor: no session cookie. */
  anonymous?: boolean;
  /** Requested with the admin's session instead of the member's (a page rendered for its viewer alone). */
  asAdmin?: boolean;
  /** Writes run beside the measurement (downloads and reviews per second). */
  writes?: { downloadsPerSecond: number; reviewsPerSecond: number };
}

const flows = (params: [string, string][]) => {
  const query = new URLSearchParams(params).toString();
  return query ? `/api/flows?${query}` : "/api/flows";
};

export const CEILING_ID = "ceiling";
/** Public pages through the nginx of deploy/nginx (scripts/nginx/run.ts), from its cache. */
export const CACHE_SHAPE_IDS = ["nginx-fluxos", "nginx-flow"] as const;

/**
 * Full-text search words every benchmark catalogue has (its texts come from the demo seed): two
 * words matched by stem ("agendar" finds "agendamento" and "agenda", "consultas" finds "consulta"),
 * and a typo answered with the corrected search ("whatsapp").
 */
export const STEM_TWO_WORDS = "agendar consultas";
export const TYPO_WORD = "watsapp";

/**
 * `referenceOrigin`: where the minimal Next.js app of bench/reference-app listens; `cacheOrigin`:
 * the nginx in front of the app, when it runs (its rows are left out otherwise).
 */
export function buildShapes(picks: Picks, referenceOrigin: string, cacheOrigin?: string): Shape[] {
  const api = (id: string, label: string, params: [string, string][], expect: "hits" | "empty" = "hits"): Shape => ({
    id,
    label,
    kind: "api",
    path: flows(params),
    expect,
  });
  const c = picks.combined;
  return [
    { id: CEILING_ID, label: "ceiling (/api/health)", kind: "ceiling", path: "/api/health" },
    api("default", "flows: padrão", []),
    api("sort-score", "flows: sortBy=score", [["sortBy", "score"]]),
    api("sort-created", "flows: sortBy=createdAt", [["sortBy", "createdAt"]]),
    api("sort-downloads", "flows: sortBy=downloadCount", [["sortBy", "downloadCount"]]),
    api("sort-name", "flows: sortBy=name", [["sortBy", "name"]]),
    api("page-50", "flows: page=50", [["page", "50"]]),
    api("search-word", `flows: busca "${picks.oneWord}"`, [["search", picks.oneWord]]),
    api("search-two-words", `flows: busca "${picks.twoWords}"`, [["search", picks.twoWords]]),
    api("search-accent", `flows: busca "${picks.accentless}" (sem acento)`, [["search", picks.accentless]]),
    api("search-miss", `flows: busca "${picks.missWord}" (sem resultado)`, [["search", picks.missWord]], "empty"),
    api("search-stem-2-words", `flows: busca "${STEM_TWO_WORDS}" (por radical)`, [["search", STEM_TWO_WORDS]]),
    api("search-typo", `flows: busca "${TYPO_WORD}" (erro de digitação)`, [["search", TYPO_WORD]]),
    api("tag", `flows: tag ${picks.popularTag}`, [["tags", picks.popularTag]]),
    api("two-tags", `flows: tags ${picks.popularTag}+${picks.secondTag}`, [
      ["tags", picks.popularTag],
      ["tags", picks.secondTag],
    ]),
    api("score-range", "flows: minScore=3.5&maxScore=4.5", [
      ["minScore", "3.5"],
      ["maxScore", "4.5"],
    ]),
    api("author", `flows: author=${picks.author}`, [["author", picks.author]]),
    api("platform", "flows: platform=MAKE", [["platform", "MAKE"]]),
    api("combined", "flows: todos os filtros, sortBy=downloadCount", [
      ["search", c.search],
      ["tags", c.tag],
      ["minScore", "3.5"],
      ["maxScore", "4.5"],
      ["author", c.author],
      ["platform", c.platform],
      ["sortBy", "downloadCount"],
    ]),
    // The same request as "default" while 10 downloads and 1 review a second are written.
    {
      id: "mixed-default",
      label: "flows: padrão, com 10 downloads/s e 1 avaliação/s",
      kind: "mixed",
      path: flows([]),
      expect: "hits",
      writes: { downloadsPerSecond: 10, reviewsPerSecond: 1 },
    },
    // The public pages as a visitor gets them (the shared page cache).
    { id: "page-fluxos", label: "visitante: /fluxos", kind: "page", path: "/fluxos", anonymous: true },
    {
      id: "page-facet",
      label: `visitante: /fluxos/tag/${picks.popularTag}`,
      kind: "page",
      path: `/fluxos/tag/${encodeURIComponent(picks.popularTag)}`,
      anonymous: true,
    },
    {
      id: "page-search",
      label: `visitante: /fluxos?search=${picks.oneWord}`,
      kind: "page",
      path: `/fluxos?${new URLSearchParams({ search: picks.oneWord })}`,
      anonymous: true,
    },
    { id: "page-flow", label: "visitante: /fluxos/{slug}", kind: "page", path: `/fluxos/${picks.flowSlug}`, anonymous: true },
    { id: "ssr-dashboard", label: "SSR /dashboard", kind: "ssr", path: "/dashboard" },
    // The same page with no card to draw (header, filters, empty state): its fixed cost.
    {
      id: "ssr-dashboard-empty",
      label: "SSR /dashboard, busca sem resultado",
      kind: "ssr",
      path: `/dashboard?${new URLSearchParams({ search: picks.missWord })}`,
    },
    // A member's flow page (the shared page cache), and the same flow seen by an admin (rendered for them alone).
    { id: "ssr-flow", label: "membro: /flow/{id}", kind: "ssr", path: `/flow/${picks.flowId}` },
    { id: "ssr-flow-admin", label: "admin: /flow/{id} (renderizada para quem vê)", kind: "ssr", path: `/flow/${picks.flowId}`, asAdmin: true },
    { id: "ssr-home", label: "SSR /", kind: "ssr", path: "/" },
    // The same pages as a visitor gets them through the cache in front of the app: anonymous,
    // fresh for s-maxage there, so nginx answers alone.
    ...(cacheOrigin
      ? [
          { id: CACHE_SHAPE_IDS[0], label: "nginx (cache): /fluxos", kind: "cache", path: "/fluxos", origin: cacheOrigin, anonymous: true } satisfies Shape,
          {
            id: CACHE_SHAPE_IDS[1],
            label: "nginx (cache): /fluxos/{slug}",
            kind: "cache",
            path: `/fluxos/${picks.flowSlug}`,
            origin: cacheOrigin,
            anonymous: true,
          } satisfies Shape,
        ]
      : []),
    { id: "ref-json", label: "referência: Next.js mínimo, JSON fixo de 8 KB", kind: "reference", path: "/api/json", origin: referenceOrigin },
    { id: "ref-page", label: "referência: Next.js mínimo, página dinâmica", kind: "reference", path: "/pagina-dinamica", origin: referenceOrigin },
  ];
}

/** `--only`: the chosen shapes plus the ceiling (ratios need it); unknown ids are an error. */
export function selectShapes(shapes: readonly Shape[], only: readonly string[] | null): Shape[] {
  if (!only) return [...shapes];
  const known = new Set(shapes.map((s) => s.id));
  const unknown = only.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Error(`Forma(s) desconhecida(s) em --only: ${unknown.join(", ")}. Disponíveis: ${[...known].join(", ")}`);
  }
  return shapes.filter((s) => s.id === CEILING_ID || only.includes(s.id));
}
