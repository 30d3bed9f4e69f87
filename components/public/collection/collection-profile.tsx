import Link from "next/link";
import { CalendarIcon, LayersIcon, LibraryBigIcon, UserIcon } from "lucide-react";
import type { CollectionSummary } from "@/lib/collections/dto";
import { authorPath } from "@/lib/authors/handle";
import { formatCount, formatDate } from "@/lib/format";

/** A description as its owner wrote it: paragraphs at blank lines, line breaks kept inside them. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The head of a collection's public page: name, owner, how many flows, last change and the
 * description. Every text is the owner's own and goes out as text (React escapes it): a name or a
 * description with markup shows the markup, it never becomes any.
 */
export function CollectionProfile({ collection }: { collection: CollectionSummary }) {
  const { owner } = collection;
  const paragraphs = descriptionParagraphs(collection.description);
  return (
    <section aria-labelledby="colecao-nome" className="bg-card grid grid-cols-[minmax(0,1fr)] gap-4 rounded-xl border p-5 shadow-xs sm:p-6">
      <p className="text-primary flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
        <LibraryBigIcon className="size-4" aria-hidden /> Coleção
      </p>
      <h1 id="colecao-nome" className="min-w-0 text-2xl font-semibold tracking-tight text-balance [overflow-wrap:anywhere] sm:text-3xl">
        {collection.name}
      </h1>
      <p className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <UserIcon className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            por{" "}
            {owner.handle ? (
              <Link href={authorPath(owner.handle)} className="text-foreground decoration-muted-foreground/50 hover:decoration-foreground font-medium underline underline-offset-4">
                {owner.name}
              </Link>
            ) : (
              <span className="text-foreground font-medium">{owner.name}</span>
            )}
          </span>
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="colecao-total">
          <LayersIcon className="size-4" aria-hidden /> {formatCount(collection.flowCount, "fluxo", "fluxos")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon className="size-4" aria-hidden /> Atualizada em {formatDate(collection.updatedAt)}
        </span>
      </p>
      {paragraphs.length > 0 && (
        <div className="grid max-w-3xl gap-3 text-pretty [overflow-wrap:anywhere]">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
