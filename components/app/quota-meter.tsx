import type { Quota } from "@/lib/downloads/quota";

/** Remaining free downloads with a progress bar (catalogue header, docs/product-rules.md §17). */
export function QuotaMeter({ quota }: { quota: Quota }) {
  const label = `${quota.remainingDownloads} de ${quota.downloadLimit} downloads gratuitos restantes`;
  return (
    <div className="grid min-w-40 gap-1" title={label}>
      <span className="text-muted-foreground text-xs">
        <strong className="text-foreground">{quota.remainingDownloads}</strong> download{quota.remainingDownloads === 1 ? "" : "s"} restante
        {quota.remainingDownloads === 1 ? "" : "s"}
      </span>
      <div
        role="progressbar"
        aria-label="Downloads gratuitos usados"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={quota.downloadProgress}
        aria-valuetext={label}
        className="bg-muted h-1.5 overflow-hidden rounded-full"
      >
        <div
          className={quota.canDownload ? "bg-primary h-full rounded-full" : "bg-destructive h-full rounded-full"}
          style={{ width: `${quota.downloadProgress}%` }}
        />
      </div>
    </div>
  );
}
