// The app's own addresses that e-mails, pages and APIs all link to. Pure and import-free, so the
// lowest layers (e-mail contents) can build links without reaching up into the catalogue.

/** The public catalogue. */
export const CATALOGUE_PATH = "/fluxos";

/** A flow's public page. */
export function flowPath(slug: string): string {
  return `${CATALOGUE_PATH}/${slug}`;
}

/** A flow's member page: its author's and admins' view, also for flows outside the catalogue. */
export function memberFlowPath(id: string): string {
  return `/flow/${id}`;
}

/** An author's public creator page. */
export function authorPagePath(handle: string): string {
  return `/autores/${handle}`;
}
