import { BotIcon, MessageCircleIcon, SheetIcon, StarIcon, WebhookIcon } from "lucide-react";
import type { LucideIcon } from "lucide-react";

type FlowNode = { x: number; y: number; icon: LucideIcon; title: string; detail: string; tone: string };

// Positions are percentages of a square canvas; connectors join node centres and run underneath the cards.
const NODES: FlowNode[] = [
  { x: 30, y: 16, icon: WebhookIcon, title: "Novo lead", detail: "Webhook", tone: "bg-primary text-primary-foreground" },
  { x: 68, y: 40, icon: BotIcon, title: "Qualificar com IA", detail: "Agente", tone: "bg-highlight text-black" },
  { x: 32, y: 64, icon: SheetIcon, title: "Salvar no CRM", detail: "Planilha", tone: "bg-secondary text-secondary-foreground" },
  { x: 68, y: 86, icon: MessageCircleIcon, title: "Responder", detail: "WhatsApp", tone: "bg-primary text-primary-foreground" },
];

function connectorPath(from: FlowNode, to: FlowNode): string {
  const midY = (from.y + to.y) / 2;
  return `M ${from.x} ${from.y} C ${from.x} ${midY}, ${to.x} ${midY}, ${to.x} ${to.y}`;
}

/** Decorative editor mock-up drawn with CSS and inline SVG, so the hero ships no image file. */
export function HeroIllustration() {
  return (
    <figure
      aria-label="Exemplo de fluxo: um webhook recebe um novo lead, a IA qualifica, o lead é salvo no CRM e recebe resposta no WhatsApp"
      className="relative mx-auto w-full max-w-md"
    >
      <div className="bg-card overflow-hidden rounded-2xl border shadow-xl shadow-black/5 dark:shadow-black/30">
        <div className="flex items-center gap-2 border-b px-4 py-3">
          <span aria-hidden className="flex gap-1.5">
            <span className="bg-border size-2.5 rounded-full" />
            <span className="bg-border size-2.5 rounded-full" />
            <span className="bg-border size-2.5 rounded-full" />
          </span>
          <span className="text-muted-foreground ml-2 truncate text-xs">qualificacao-de-leads.json</span>
          <span className="bg-primary/10 text-primary ml-auto rounded-md px-2 py-0.5 text-xs font-semibold">n8n</span>
        </div>

        <div aria-hidden className="relative aspect-square bg-[radial-gradient(var(--border)_1px,transparent_1px)] [background-size:18px_18px]">
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 size-full">
            {NODES.slice(1).map((node, index) => (
              <path
                key={node.title}
                d={connectorPath(NODES[index]!, node)}
                fill="none"
                vectorEffect="non-scaling-stroke"
                strokeWidth={2}
                strokeDasharray="6 5"
                strokeLinecap="round"
                className="stroke-primary/60"
              />
            ))}
          </svg>

          {NODES.map(({ x, y, icon: Icon, title, detail, tone }) => (
            <div
              key={title}
              style={{ left: `${x}%`, top: `${y}%` }}
              className="bg-card absolute flex -translate-x-1/2 -translate-y-1/2 items-center gap-2.5 rounded-xl border py-2 pr-4 pl-2 whitespace-nowrap shadow-md"
            >
              <span className={`grid size-8 shrink-0 place-items-center rounded-lg ${tone}`}>
                <Icon className="size-4" />
              </span>
              <span className="flex flex-col leading-tight">
                <span className="text-sm font-semibold">{title}</span>
                <span className="text-muted-foreground text-xs">{detail}</span>
              </span>
            </div>
          ))}
        </div>
      </div>

      <div aria-hidden className="bg-card absolute -bottom-5 -left-3 flex items-center gap-2 rounded-xl border px-3 py-2 text-sm shadow-lg sm:-left-8">
        <StarIcon className="fill-highlight text-highlight size-4" />
        <span className="font-semibold">4,9</span>
        <span className="text-muted-foreground">· 312 downloads</span>
      </div>
    </figure>
  );
}
