/**
 * A page description for search results and link previews: one line, at most `max` characters
 * (about what a results page shows), cut at a word boundary with an ellipsis.
 */
export function metaDescription(text: string, max = 155): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  // A single very long word is cut where it is rather than dropped.
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—–-]+$/, "")}…`;
}
