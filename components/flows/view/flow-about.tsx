import { ExternalLinkIcon } from "lucide-react";
import { CopyButton } from "@/components/flows/detail/lazy-detail-islands";
import { TagChip } from "@/components/flows/card/tag-chip";
import type { FlowSummary } from "@/lib/flows/dto";

interface Props {
  flow: Pick<FlowSummary, "description" | "tags" | "tutorialUrl"> & { url?: string | null };
  /** Tags lead to their catalogue pages (the pages of a published flow); plain badges elsewhere. */
  tagLinks?: boolean;
  /** Why the flow or its last version was turned down: its author and admins only. */
  rejectionReason?: string | null;
}

/**
 * Description, tags, the flow's own URL with 'Copiar URL' when it has one, the tutorial link, and
 * the rejection reason for those who may read it: the flow page's 'Sobre este fluxo' and the
 * dialog's 'Visão Geral'.
 */
export function FlowAbout({ flow, tagLinks = false, rejectionReason }: Props) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <p className="leading-relaxed break-words whitespace-pre-line">{flow.description}</p>
      {flow.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {flow.tags.map((tag) => (
            <li key={tag}>
              <TagChip tag={tag} link={tagLinks} />
            </li>
          ))}
        </ul>
      )}
      {flow.url && (
        <div className="flex flex-wrap items-center gap-2">
          <code className="bg-muted min-w-0 flex-1 truncate rounded-md px-3 py-2 text-sm">{flow.url}</code>
          <CopyButton text={flow.url} label="Copiar URL" />
        </div>
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
      {rejectionReason && <p className="text-destructive text-sm">Motivo da rejeição: {rejectionReason}</p>}
    </div>
  );
}
