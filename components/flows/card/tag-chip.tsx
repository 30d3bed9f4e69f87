import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { facetPath } from "@/lib/catalogue/url";

/** A flow's tag: a link to its catalogue page where the flow is published, a plain chip elsewhere. */
export function TagChip({ tag, link, className }: { tag: string; link: boolean; className?: string }) {
  if (!link) return <Badge variant="secondary">{tag}</Badge>;
  return (
    <Badge asChild variant="secondary" className={className}>
      <Link href={facetPath({ kind: "tag", value: tag })} prefetch={false}>
        {tag}
      </Link>
    </Badge>
  );
}
