/*
 * Text for a generated share image (next/og). Its fonts cover Latin script and common punctuation;
 * for any other character next/og would download a font or an emoji from the internet while
 * drawing, which must never happen on a server (it may have no network, and it must not wait on
 * one). Such characters are dropped; accented Portuguese stays as it is.
 */
const DRAWABLE = /[^\u0020-\u007e\u00a0-\u017f\u2010-\u2027\u2030-\u203a\u20ac\u2122]/g;

export function ogText(text: string, max: number): string {
  const clean = text.normalize("NFC").replace(DRAWABLE, "").replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
