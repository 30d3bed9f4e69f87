import Link from "next/link";
import { authorPath } from "@/lib/authors/handle";
import { cn } from "@/lib/utils";
import { VerifiedBadge } from "./verified-badge";

interface Props {
  name: string;
  /** The author's public page handle (FlowSummary.authorPage); null or absent: plain text. */
  page?: string | null;
  /** FlowSummary.authorVerified: the verified mark after the name. */
  verified?: boolean;
  /** Words before the name inside the link ("por "). */
  prefix?: string;
  className?: string;
  /** Classes of the link only (cards lift it above their card-wide link). */
  linkClassName?: string;
}

/**
 * "por Ana Martins": a link to the author's creator page when it is public, plain text otherwise
 * (a private page, a removed author), and the verified mark after it, outside the link (the link
 * keeps the name as its text). The cards, the flow pages and the dashboard all use this.
 */
export function AuthorName({ name, page, verified = false, prefix = "", className, linkClassName }: Props) {
  const text = !page ? (
    <span className={cn(verified && "min-w-0", className)}>
      {prefix}
      {name}
    </span>
  ) : (
    <span className={cn(verified && "min-w-0", className)}>
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
  if (!verified) return text;
  // The name may shrink (a card truncates it); the mark never does.
  return (
    <span className="inline-flex max-w-full min-w-0 items-center gap-1">
      {text}
      <VerifiedBadge />
    </span>
  );
}
