import { highlight } from "@/lib/flows/search/highlight";

/** The words a search matched, marked: subtle enough to read in both themes, inline so line-clamp holds. */
// The marked words take the full-strength text colour: muted text on the yellow fails WCAG contrast.
export const MARK_CLASS = "bg-highlight/50 dark:bg-highlight/25 text-foreground rounded-sm px-0.5";

/** `text` with the words of `terms` in <mark>; plain text when there is no search. */
export function HighlightedText({ text, terms }: { text: string; terms?: readonly string[] }) {
  if (!terms || terms.length === 0) return text;
  return highlight(text, terms).map((segment, i) =>
    segment.match ? (
      <mark key={i} className={MARK_CLASS}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}
