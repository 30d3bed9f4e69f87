/**
 * A flow's public address is `/fluxos/{slug}`, made from its name. Facet pages live under fixed
 * words (`/fluxos/tag/whatsapp`), so a flow named like one of them gets `-fluxo` added.
 */
import { slugify } from "@/lib/format";

export { slugify };

export const RESERVED_SLUGS = new Set(["plataforma", "tag", "integracao", "gatilho", "complexidade", "busca", "pagina", "sitemap"]);

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,120}[a-z0-9])?$/;

/** Whether `slug` is what `baseSlug(name)` gives, or that with a tail added to make it unique. */
export function slugFitsName(slug: string, name: string): boolean {
  const base = baseSlug(name);
  return slug === base || new RegExp(`^${base}-(?:[2-9]|[0-9a-f]{8})$`).test(slug);
}

export function baseSlug(name: string): string {
  const slug = slugify(name);
  return RESERVED_SLUGS.has(slug) ? `${slug}-fluxo` : slug;
}

/** Slugs for rows inserted together (seed, bench): the same rules, settled within the batch. */
export function batchSlugs(names: string[], used = new Set<string>()): string[] {
  return names.map((name) => {
    const base = baseSlug(name);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}
