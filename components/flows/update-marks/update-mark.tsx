import { Badge } from "@/components/ui/badge";
import { REFRESH_CW, StaticIcon } from "@/components/ui/static-icon";
import { versionLabel } from "@/lib/format";
import type { UpdateSinceDownload } from "@/lib/flows/versions/display";
import { UPDATED_SINCE_DOWNLOAD } from "@/lib/flows/versions/summary";
import { cn } from "@/lib/utils";

/** "v1 → v3: 2 etapas adicionadas", read as "da v1 para a v3: …". */
export function UpdateDetail({ update }: { update: UpdateSinceDownload }) {
  const from = versionLabel(update.downloadedVersion);
  const to = versionLabel(update.latestVersion);
  return (
    <>
      <span className="sr-only">
        da {from} para a {to}
      </span>
      <span aria-hidden>
        {from} → {to}
      </span>
      : {update.summary}
    </>
  );
}

/**
 * docs/product-rules.md §20: "Atualizado desde o seu download" and what changed, for a flow whose
 * current version is newer than the one this user downloaded (catalogue cards, the profile's history).
 */
export function UpdateMark({ update, className }: { update: UpdateSinceDownload; className?: string }) {
  return (
    <p className={cn("flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs", className)}>
      <Badge>
        <StaticIcon icon={REFRESH_CW} />
        {UPDATED_SINCE_DOWNLOAD}
      </Badge>
      <span className="text-muted-foreground min-w-0 break-words">
        <UpdateDetail update={update} />
      </span>
    </p>
  );
}
