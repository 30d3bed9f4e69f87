import { ChevronDownIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { describeVersionChanges, splitHistory, stepNamesText } from "@/lib/flows/versions/display";
import { versionLabel } from "@/lib/format";
import type { FlowVersionDTO } from "@/lib/flows/versions/store";

type Entry = Pick<FlowVersionDTO, "version" | "createdAt" | "publishedAt" | "changelog" | "changes" | "status" | "rejectionReason">;

interface Props {
  /** Newest first (lib/flows/versions/store.ts readVersionHistory), without their JSON. */
  versions: Entry[];
  /** The version everyone gets: marked "Atual". */
  currentVersion: number;
  /** What the viewer may do with one version (its "Baixar"), rendered at the end of its line. */
  action?: (entry: Entry) => React.ReactNode;
}

/**
 * The "Versões" history of a flow's page (docs/product-rules.md §20): each version with its date, the
 * author's note and the steps it added, removed and changed. The newest few show; the rest wait behind
 * "Ver todas as versões". Renders on the server: no JSON, nothing of the viewer unless `action` adds it.
 */
export function VersionHistory({ versions, currentVersion, action }: Props) {
  if (versions.length === 0) return <p className="text-muted-foreground text-sm">Nenhuma versão registrada.</p>;
  const { shown, older } = splitHistory(versions);
  const list = (entries: Entry[], label: string) => (
    <ol aria-label={label} className="divide-y">
      {entries.map((entry) => (
        <VersionEntry key={entry.version} entry={entry} current={entry.version === currentVersion} action={action?.(entry)} />
      ))}
    </ol>
  );
  return (
    <div className="grid grid-cols-[minmax(0,1fr)]">
      {list(shown, "Versões mais recentes")}
      {older.length > 0 && (
        <details className="group border-t">
          <summary className="text-primary focus-visible:ring-ring/50 flex w-fit cursor-pointer list-none items-center gap-1 rounded-md py-3 text-sm font-medium outline-none hover:underline focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden">
            Ver todas as versões ({versions.length})
            <ChevronDownIcon aria-hidden className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          {list(older, "Versões anteriores")}
        </details>
      )}
    </div>
  );
}

function VersionEntry({ entry, current, action }: { entry: Entry; current: boolean; action?: React.ReactNode }) {
  const { summary, groups } = describeVersionChanges(entry.version, entry.changes);
  return (
    <li className="grid gap-1.5 py-3 first:pt-0">
      <div className="flex min-h-8 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{versionLabel(entry.version)}</span>
        {current && <Badge variant="secondary">Atual</Badge>}
        {entry.status === "PENDING" && <Badge variant="warning">Em análise</Badge>}
        {entry.status === "REJECTED" && <Badge variant="destructive">Rejeitada</Badge>}
        {/* A published version is dated by its approval; one waiting or rejected, by when it was sent. */}
        <time dateTime={entry.publishedAt ?? entry.createdAt} className="text-muted-foreground text-xs">
          {formatDate(entry.publishedAt ?? entry.createdAt)}
        </time>
        {action && <span className="ml-auto">{action}</span>}
      </div>
      {entry.changelog && <p className="text-sm leading-relaxed break-words whitespace-pre-line">{entry.changelog}</p>}
      <p className="text-muted-foreground text-xs">{summary}</p>
      {groups.length > 0 && (
        <ul className="text-muted-foreground grid gap-0.5 text-xs">
          {groups.map((group) => (
            <li key={group.label} className="break-words">
              <span className="text-foreground font-medium">{group.label}:</span> {stepNamesText(group)}
            </li>
          ))}
        </ul>
      )}
      {entry.status === "REJECTED" && entry.rejectionReason && (
        <p className="text-destructive text-xs break-words">Motivo da rejeição: {entry.rejectionReason}</p>
      )}
    </li>
  );
}
