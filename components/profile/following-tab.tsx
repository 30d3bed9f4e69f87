import Link from "next/link";
import { UsersIcon } from "lucide-react";
import { VerifiedBadge } from "@/components/authors/verified-badge";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { Button } from "@/components/ui/button";
import { authorInitials } from "@/lib/authors/avatar";
import { authorPath } from "@/lib/authors/handle";
import type { FollowedAuthor, FollowingList } from "@/lib/follows/queries";
import { formatCount, formatMonthYear } from "@/lib/format";
import { RemovableList } from "./removable-list";
import { UnfollowButton } from "./unfollow-button";

/** `/profile?seguindo=N`: the page of the 'Seguindo' tab. */
export const followingPageHref = (page: number) => `/profile?seguindo=${page}`;

function NoFollowedAuthors() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-4 py-14 text-center">
      <UsersIcon className="text-muted-foreground size-10" aria-hidden />
      <h3 className="text-lg font-semibold">Você ainda não segue nenhum autor</h3>
      <p className="text-muted-foreground max-w-sm text-sm">Use “Seguir” na página de um autor para receber as novidades dele e encontrá-lo aqui.</p>
      <Button asChild variant="outline" size="sm">
        <Link href="/fluxos">Explorar fluxos</Link>
      </Button>
    </div>
  );
}

/**
 * One author: initials, name (to the creator page), handle, flows and since when; "Deixar de seguir"
 * at the end of the row, or under the text on a phone.
 */
function FollowedAuthorRow({ author }: { author: FollowedAuthor }) {
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center">
      <div aria-hidden className="bg-primary/10 text-primary grid size-10 place-items-center rounded-full text-sm font-semibold">
        {authorInitials(author.name)}
      </div>
      <div className="grid gap-0.5">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2">
          <Link
            href={authorPath(author.handle)}
            className="focus-visible:ring-ring/50 min-w-0 rounded-sm font-medium [overflow-wrap:anywhere] underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
          >
            {author.name}
          </Link>
          {author.verified && <VerifiedBadge />}
        </div>
        <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">@{author.handle}</p>
        {/* Broken only between the two parts, the dot staying with the first. */}
        <p className="text-muted-foreground text-sm">
          <span className="whitespace-nowrap">{formatCount(author.totals.flows, "fluxo", "fluxos")}</span>
          {"\u00a0· "}
          <span className="whitespace-nowrap">seguindo desde {formatMonthYear(author.followedAt)}</span>
        </p>
      </div>
      <div className="col-start-2 sm:col-start-3">
        <UnfollowButton handle={author.handle} name={author.name} />
      </div>
    </div>
  );
}

/**
 * The profile's 'Seguindo' tab (docs/product-rules.md §26): the authors the member follows whose pages
 * are public, newest followed first, 12 a page. Drawn on the server with the profile; "Deixar de
 * seguir" takes an author out without a reload.
 */
export function FollowingTab({ following }: { following: FollowingList | null }) {
  if (!following) return <p className="text-destructive text-sm">Erro ao carregar os autores que você segue.</p>;
  const { authors, pagination } = following;
  return (
    <div className="grid gap-4">
      {authors.length === 0 && pagination.total > 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed py-10 text-center text-sm">
          Esta página não existe.{" "}
          <Link href={followingPageHref(1)} className="text-primary underline-offset-4 hover:underline">
            Voltar à primeira página
          </Link>
        </p>
      ) : (
        <RemovableList
          label="Autores que você segue"
          items={authors.map((author) => ({ key: author.handle, node: <FollowedAuthorRow author={author} /> }))}
          className="bg-card divide-y rounded-xl border"
          focusSelector="[data-unfollow]"
          previousPageHref={pagination.page > 1 ? followingPageHref(pagination.page - 1) : null}
          empty={<NoFollowedAuthors />}
        />
      )}
      <PaginationNav page={pagination.page} pages={pagination.pages} hrefFor={followingPageHref} />
    </div>
  );
}
