import Link from "next/link";
import { authorPath } from "@/lib/authors/handle";
import { cn } from "@/lib/utils";

interface Props {
  name: string;
  /** The author's public page handle (FlowSummary.authorPage); null or absent: plain text. */
  page?: string | null;
  /** Words before the name inside the link ("por "). */
  prefix?: string;
  className?: string;
  /** Classes of the link only (cards lift it above their card-wide link). */
  linkClassName?: string;
}

/**
 * "por Ana Martins": a link to the author's creator page when it is public, plain text otherwise
 * (a private page, a removed author). The cards, the flow pages and the dashboard all use this.
 */
export function AuthorName({ name, page, prefix = "", className, linkClassName }: Props) {
  if (!page) {
    return (
      <span className={className}>
        {prefix}
        {name}
      </span>
    );
  }
  return (
    <span className={className}>
      {prefix}
      <Link
        href={authorPath(page)}
        prefetch={false}
        className={cn("focus-visible:ring-ring/50 rounded-sm underline-offset-2 outline-none hover:underline focus-visible:ring-[3px]", linkClassName)}
      >
        {name}
      </Link>
    </span>
  );
}
