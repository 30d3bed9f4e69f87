import Link from "next/link";
import { ExternalLinkIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { FlowSummary } from "@/lib/flows/dto";
import { facetPath } from "@/lib/seo/catalogue";

/** Description, tags (each leads to its catalogue page) and the tutorial link. */
export function FlowAbout({ flow }: { flow: Pick<FlowSummary, "description" | "tags" | "tutorialUrl"> }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <p className="leading-relaxed break-words whitespace-pre-line">{flow.description}</p>
      {flow.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {flow.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" asChild>
                <Link href={facetPath({ kind: "tag", value: tag })} prefetch={false}>
                  {tag}
                </Link>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {flow.tutorialUrl && (
        <a
          href={flow.tutorialUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-primary inline-flex w-fit items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          Ver tutorial <ExternalLinkIcon className="size-3.5" aria-hidden />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      )}
    </div>
  );
}
