/*
 * An author's avatar: their initials on a colour of their own, drawn by the creator page and served
 * as an SVG image to n8n's template pages (GET /api/authors/{handle}/avatar). Pure: the page and the
 * route share it.
 */

/** "Ana Maria Martins" → "AM": the first letters of the first and last words; "?" when there is none. */
export function authorInitials(name: string): string {
  const words = name.normalize("NFC").match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => [...word][0]!.toLocaleUpperCase("pt-BR")).join("") || "?";
}

// White text on each is at least 4.5:1 (WCAG AA for any size).
export const AVATAR_COLOURS = ["#1d4ed8", "#0f766e", "#6d28d9", "#be185d", "#c2410c", "#15803d", "#0e7490", "#7e22ce", "#b91c1c", "#4d7c0f"] as const;

/** FNV-1a of the handle: the same author always gets the same colour. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function avatarColour(handle: string): string {
  return AVATAR_COLOURS[hashOf(handle) % AVATAR_COLOURS.length]!;
}

/** Text as XML character data or an attribute value: markup characters as references, and no character XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The avatar as an SVG document: a square (n8n rounds it) with the initials. Only text and shapes:
 * no script, no link, no external reference, and every piece of the author's text escaped.
 */
export function avatarSvg({ name, handle }: { name: string; handle: string }): string {
  const letters = authorInitials(name);
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="128" height="128" fill="${avatarColour(handle)}"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${[...letters].length > 1 ? 52 : 60}" font-weight="700" fill="#ffffff">${escapeXml(letters)}</text>` +
    `</svg>`
  );
}

/** GET /api/authors/{handle}/avatar. */
export const avatarPath = (handle: string) => `/api/authors/${encodeURIComponent(handle)}/avatar`;

/**
 * The avatar's absolute address. `v` changes with the name, so a renamed author's new initials are
 * not hidden behind a day of caching; the route ignores it.
 */
export function avatarUrl(appUrl: string, { handle, name }: { handle: string; name: string }): string {
  return `${appUrl}${avatarPath(handle)}?v=${hashOf(name).toString(36)}`;
}
