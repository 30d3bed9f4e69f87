import { Badge } from "@/components/ui/badge";
import { PLATFORM_LABELS } from "@/lib/workflow/platform-labels";
import type { DetectedPlatform as Platform } from "@/lib/workflow/platform";
import { cn } from "@/lib/utils";

const STYLES: Record<Platform, string> = {
  N8N: "border-rose-300 bg-rose-50 text-rose-800 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200",
  TYPEBOT: "border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200",
  MAKE: "border-violet-300 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200",
};

export function PlatformBadge({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STYLES[platform], className)}>
      {PLATFORM_LABELS[platform]}
    </Badge>
  );
}
