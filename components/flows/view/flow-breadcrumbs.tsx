import Link from "next/link";
import { ChevronRightIcon } from "lucide-react";
import { PLATFORM_LABELS, type DetectedPlatform } from "@/lib/workflow/platform-labels";
import { CATALOGUE_PATH, facetPath } from "@/lib/catalogue/url";

const linkClass =
  "hover:text-foreground focus-visible:ring-ring/50 rounded-sm underline-offset-4 transition-colors outline-none hover:underline focus-visible:ring-[3px]";

/** Fluxos › tool › flow: the same trail as the page's BreadcrumbList (lib/seo/json-ld.ts). */
export function FlowBreadcrumbs({ name, platform }: { name: string; platform: DetectedPlatform }) {
  return (
    <nav aria-label="Trilha de navegação" className="text-muted-foreground min-w-0 text-sm">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li className="shrink-0">
          <Link href={CATALOGUE_PATH} className={linkClass}>
            Fluxos
          </Link>
        </li>
        <li className="flex shrink-0 items-center gap-1.5">
          <ChevronRightIcon className="size-3.5" aria-hidden />
          <Link href={facetPath({ kind: "platform", value: platform })} className={linkClass}>
            {PLATFORM_LABELS[platform]}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden />
          <span aria-current="page" className="text-foreground truncate" title={name}>
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
