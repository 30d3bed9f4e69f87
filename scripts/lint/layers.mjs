// The layers of lib/, lowest first (docs/architecture.md, "Camadas de lib/"). A module may import
// its own layer and the ones below, never one above; scripts/lint/imports.mjs checks every import,
// and eslint.config.mjs gives the same rule to editors.
export const LAYERS = [
  // Leaves: pure helpers and the file format every domain reads.
  [
    "env.ts",
    "format.ts",
    "utils.ts",
    "pagination.ts",
    "page-flags.ts",
    "lru.ts",
    "routes.ts",
    "metrics.ts",
    "log.ts",
    "http",
    "security",
    "language",
    "workflow",
  ],
  // The outbox and the mail layout: infrastructure, no domain.
  ["mail"],
  ["auth"],
  ["settings"],
  ["flows"],
  // The public catalogue's addresses, facets and page loader, built on flows.
  ["catalogue"],
  // Features built on flows.
  ["authors", "reviews", "downloads", "notifications", "saved", "follows", "collections"],
  // Accounts as members and admins see them: profile, quota, deletion (built on the features above).
  ["users"],
  ["reports", "n8n", "payments"],
  ["seo"],
  // What runs everything: the page cache, background jobs, health and startup, browser helpers.
  ["cache", "jobs", "system", "client"],
];

/**
 * The only imports allowed to go up, each with its reason (also in docs/architecture.md).
 * scripts/lint/imports.mjs fails when one of them disappears, so the list stays true.
 */
export const ALLOWED_UPWARD = [
  {
    from: "lib/settings/mutations.ts",
    to: "lib/flows/rating-rank.ts",
    why: "A new weight of the rating rank is stored with the settings and re-ranks the flows in the same transaction; settings stay below flows because flows read them on every search.",
  },
];

/** The layer of a path relative to the project root (`lib/flows/queries.ts`), or null outside lib/. */
export function layerOf(file) {
  const parts = file.split("/");
  if (parts[0] !== "lib" || parts.length < 2) return null;
  const name = parts[1];
  const rank = LAYERS.findIndex((layer) => layer.includes(name));
  if (rank === -1) throw new Error(`${file}: lib/${name} has no layer in scripts/lint/layers.mjs`);
  return { name: name.replace(/\.ts$/, ""), rank };
}
