import { CalendarIcon, DownloadIcon, ExternalLinkIcon, LayersIcon, StarIcon } from "lucide-react";
import type { AuthorPage } from "@/lib/authors/queries";
import { authorInitials } from "@/lib/authors/avatar";
import { formatMonthYear, formatNumber, formatRating, ratingLabel } from "@/lib/format";
import { FollowArea } from "./follow/follow-area";
import { VerifiedBadge } from "./verified-badge";

/** A link as the page writes it: without the scheme and a lone trailing slash. */
function linkText(href: string): string {
  return href.replace(/^https:\/\//, "").replace(/\/$/, "");
}

/**
 * The head of a creator page: name, handle, member since, bio and links, then the totals. Every
 * text is the author's own and goes out as text (React escapes it); links were validated as public
 * https addresses when saved and leave with `nofollow ugc`: the site vouches for none of them.
 */
export function AuthorProfile({ author }: { author: AuthorPage }) {
  const { totals } = author;
  return (
    <section aria-labelledby="autor-nome" className="bg-card grid grid-cols-[minmax(0,1fr)] gap-5 rounded-xl border p-5 shadow-xs sm:p-6">
      <div className="flex items-start gap-4">
        <div
          aria-hidden
          className="bg-primary/10 text-primary grid size-14 shrink-0 place-items-center rounded-full text-lg font-semibold sm:size-16 sm:text-xl"
        >
          {authorInitials(author.name)}
        </div>
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 id="autor-nome" className="min-w-0 text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
              {author.name}
            </h1>
            {author.verified && <VerifiedBadge withLabel />}
          </div>
          <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="[overflow-wrap:anywhere]">@{author.handle}</span>
            <span className="inline-flex items-center gap-1">
              <CalendarIcon className="size-4" aria-hidden /> Membro desde {formatMonthYear(author.memberSince)}
            </span>
          </p>
          <div className="pt-2">
            <FollowArea handle={author.handle} name={author.name} followers={totals.followers} />
          </div>
        </div>
      </div>
      {author.bio && <p className="max-w-3xl text-pretty whitespace-pre-line [overflow-wrap:anywhere]">{author.bio}</p>}
      {author.links.length > 0 && (
        <ul aria-label="Links do autor" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {author.links.map((href) => (
            <li key={href} className="flex max-w-full min-w-0">
              <a
                href={href}
                rel="nofollow ugc noopener noreferrer"
                target="_blank"
                className="text-primary focus-visible:ring-ring/50 flex max-w-full min-w-0 items-center gap-1.5 rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
              >
                <ExternalLinkIcon className="size-4 shrink-0" aria-hidden />
                <span className="min-w-0 truncate">{linkText(href)}</span>
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-3 gap-2 border-t pt-4 text-center sm:max-w-xl sm:text-left">
        <Total icon={<LayersIcon className="size-4" aria-hidden />} label="Fluxos públicos" value={formatNumber(totals.flows)} />
        <Total icon={<DownloadIcon className="size-4" aria-hidden />} label="Downloads" value={formatNumber(totals.downloads)} />
        <Total
          icon={<StarIcon className="size-4" aria-hidden />}
          label="Avaliação média"
          value={
            totals.ratingCount === 0 ? (
              <span className="text-muted-foreground text-base font-normal">Sem avaliações</span>
            ) : (
              <>
                <span aria-hidden>{formatRating(totals.rating, totals.ratingCount)}</span>
                <span className="sr-only">{ratingLabel(totals.rating, totals.ratingCount)}</span>
              </>
            )
          }
        />
      </dl>
    </section>
  );
}

function Total({ icon, label, value }: { icon: React.ReactNode; label: string; value: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground flex flex-col items-center gap-1 text-xs sm:flex-row sm:gap-1.5 sm:text-sm">
        {icon}
        {label}
      </dt>
      <dd className="text-lg font-semibold tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}
