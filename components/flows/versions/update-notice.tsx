import { RefreshCwIcon } from "lucide-react";
import { UPDATED_SINCE_DOWNLOAD, versionLabel } from "@/lib/flows/version-summary";
import { updateSentence, type FlowUpdateView } from "@/lib/flows/version-display";

/**
 * "Atualizado desde o seu download" on a flow's page (docs/product-rules.md §20): the version the
 * viewer has, the current one and what changed between them. The Download button beside it brings
 * the current version, free, and the page then drops the mark.
 */
export function UpdateNotice({ update }: { update: FlowUpdateView }) {
  return (
    <div className="grid max-w-sm gap-0.5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-left text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="flex items-center gap-1.5 font-semibold">
        <RefreshCwIcon className="size-4 shrink-0" aria-hidden />
        <span>{UPDATED_SINCE_DOWNLOAD}</span>
      </p>
      <p>{updateSentence(update)}</p>
      <p className="text-xs">Baixar de novo é grátis e traz a {versionLabel(update.latestVersion)}.</p>
    </div>
  );
}
