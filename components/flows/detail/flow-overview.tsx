import { ExternalLinkIcon } from "lucide-react";
import { CopyButton } from "./lazy-detail-islands";
import { Badge } from "@/components/ui/badge";
import type { FlowDetail } from "@/lib/flows/detail";

/** Description, tags, flow URL with copy and tutorial link: the page's left column and the dialog's 'Visão Geral'. */
export function FlowOverview({ flow }: { flow: FlowDetail }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <p className="leading-relaxed whitespace-pre-line">{flow.description}</p>
      {flow.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {flow.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
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
      {flow.rejectionReason && <p className="text-destructive text-sm">Motivo da rejeição: {flow.rejectionReason}</p>}
    </div>
  );
}
