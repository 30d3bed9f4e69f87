import {
  BotIcon,
  BoxIcon,
  CodeXmlIcon,
  DatabaseIcon,
  GitBranchIcon,
  GlobeIcon,
  MailIcon,
  MessageCircleIcon,
  MessageSquareIcon,
  SheetIcon,
  SplitIcon,
  TextCursorInputIcon,
  VariableIcon,
  WebhookIcon,
  ZapIcon,
  type LucideIcon,
} from "lucide-react";
import type { NodeFamily } from "@/lib/workflow/graph";
import type { DetectedPlatform } from "@/lib/workflow/platform";

/** One icon per node family, shared by the diagram, its text alternative and the thumbnail legend. */
export const FAMILY_ICONS: Record<NodeFamily, LucideIcon> = {
  trigger: ZapIcon,
  webhook: WebhookIcon,
  http: GlobeIcon,
  code: CodeXmlIcon,
  ai: BotIcon,
  database: DatabaseIcon,
  messaging: MessageCircleIcon,
  email: MailIcon,
  sheets: SheetIcon,
  logic: GitBranchIcon,
  router: SplitIcon,
  data: VariableIcon,
  input: TextCursorInputIcon,
  bubble: MessageSquareIcon,
  other: BoxIcon,
};

/** Tool colours, matching PlatformBadge: n8n rose, Typebot sky, Make violet. */
export const PLATFORM_ACCENTS: Record<DetectedPlatform, { border: string; tile: string; stroke: string; fill: string; hex: string }> = {
  N8N: {
    border: "border-l-rose-500 dark:border-l-rose-400",
    tile: "bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300",
    stroke: "stroke-rose-500 dark:stroke-rose-400",
    fill: "fill-rose-500 dark:fill-rose-400",
    hex: "#f43f5e",
  },
  TYPEBOT: {
    border: "border-l-sky-500 dark:border-l-sky-400",
    tile: "bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300",
    stroke: "stroke-sky-500 dark:stroke-sky-400",
    fill: "fill-sky-500 dark:fill-sky-400",
    hex: "#0ea5e9",
  },
  MAKE: {
    border: "border-l-violet-500 dark:border-l-violet-400",
    tile: "bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
    stroke: "stroke-violet-500 dark:stroke-violet-400",
    fill: "fill-violet-500 dark:fill-violet-400",
    hex: "#8b5cf6",
  },
};

/** "3 etapas", "1 etapa". */
export const stepsLabel = (count: number) => `${count.toLocaleString("pt-BR")} ${count === 1 ? "etapa" : "etapas"}`;
