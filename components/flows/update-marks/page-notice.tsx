import { RefreshCwIcon } from "lucide-react";
import { versionLabel } from "@/lib/format";
import { UPDATED_SINCE_DOWNLOAD } from "@/lib/flows/versions/summary";
import { updateSentence, type UpdateSinceDownload } from "@/lib/flows/versions/display";

/**
 * "Atualizado desde o seu download" on a flow's page (docs/product-rules.md §20): the version the
 * viewer has, the current one and what changed between them. The Download button beside it brings
 * the current version, free, and the page then drops the mark.
 */
export function UpdateNotice({ update }: { update: UpdateSinceDownload }) {
  return (
    // The primary colour, as the cards' and the profile's badge (UpdateMark): amber means "Em análise".
    <div className="border-primary/40 bg-primary/10 text-foreground grid max-w-sm gap-0.5 rounded-md border px-3 py-2 text-left text-sm">
      <p className="flex items-center gap-1.5 font-semibold">
        <RefreshCwIcon className="size-4 shrink-0" aria-hidden />
        <span>{UPDATED_SINCE_DOWNLOAD}</span>
      </p>
      <p>{updateSentence(update)}</p>
      <p className="text-xs">Baixar de novo é grátis e traz a {versionLabel(update.latestVersion)}.</p>
    </div>
  );
}
