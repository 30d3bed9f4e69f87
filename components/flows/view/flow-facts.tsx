import Link from "next/link";
import { KeyRoundIcon, PackageIcon, PlugIcon, SignalIcon, WorkflowIcon, ZapIcon } from "lucide-react";
import { FactRow } from "@/components/flows/view/fact-row";
import { PlatformBadge } from "@/components/flows/card/platform-badge";
import { Badge } from "@/components/ui/badge";
import { COMPLEXITY_RULE, TRIGGER_LABELS, complexityScore, credentialLabel, type Complexity, type FlowFacts as FlowFactsData } from "@/lib/workflow/facts";
import { formatCount } from "@/lib/format";
import { cn } from "@/lib/utils";

const COMPLEXITY_STYLES: Record<Complexity, string> = {
  Simples: "border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  Intermediário: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  Avançado: "border-rose-300 bg-rose-50 text-rose-800 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200",
};

function formatLabel(facts: FlowFactsData): string | null {
  if (facts.platform === "TYPEBOT") return facts.formatVersion ? `formato v${facts.formatVersion}` : "formato antigo (sem versão)";
  if (facts.platform === "MAKE" && facts.formatVersion) return `blueprint v${facts.formatVersion}`;
  return null;
}

function sizeLabel(facts: FlowFactsData): string {
  if (facts.platform === "N8N") return formatCount(facts.nodeCount, "nó", "nós");
  if (facts.platform === "MAKE") return formatCount(facts.nodeCount, "módulo", "módulos");
  return `${formatCount(facts.nodeCount, "bloco", "blocos")} em ${formatCount(facts.groupCount ?? 0, "grupo", "grupos")}`;
}

/** "14 etapas, 2 ramificações e 1 etapa de código": what the complexity badge was computed from. */
function complexityReason(facts: FlowFactsData): string {
  const s = facts.signals;
  const parts = [formatCount(s.steps, "etapa", "etapas")];
  if (s.branches > 0) parts.push(formatCount(s.branches, "ramificação", "ramificações"));
  if (s.codeSteps > 0) parts.push(formatCount(s.codeSteps, "etapa de código", "etapas de código"));
  if (s.subflows > 0) parts.push(formatCount(s.subflows, "chamada a outro fluxo", "chamadas a outros fluxos"));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}` : parts[0];
  return `${list} (pontuação ${complexityScore(s)}).`;
}

const w = COMPLEXITY_RULE.weights;
const RULE_TEXT =
  `Pontuação = etapas + ${w.branch} × ramificações + ${w.code} × etapas de código + ${w.subflow} × chamadas a outros fluxos. ` +
  `Até ${COMPLEXITY_RULE.simpleMax}: Simples; até ${COMPLEXITY_RULE.intermediateMax}: Intermediário; acima: Avançado.`;

/**
 * What a workflow needs and does, at a glance: tool and format, size, trigger, integrations,
 * credentials to connect, community nodes and complexity. Server-renderable; takes the facts
 * already extracted with `extractFlowFacts`. With `integrationHref`, each integration links to it.
 */
export function FlowFacts({ facts, className, integrationHref }: { facts: FlowFactsData; className?: string; integrationHref?: (name: string) => string }) {
  const format = formatLabel(facts);
  return (
    <dl className={cn("grid gap-4 text-sm", className)}>
      <FactRow label="Ferramenta">
        <PlatformBadge platform={facts.platform} />
        {format && <span className="text-muted-foreground">{format}</span>}
      </FactRow>
      <FactRow label="Etapas">
        <WorkflowIcon className="size-4" aria-hidden /> {sizeLabel(facts)}
      </FactRow>
      <FactRow label={facts.triggerKinds.length > 1 ? "Gatilhos" : "Gatilho"}>
        <ZapIcon className="size-4" aria-hidden />
        {facts.triggerKinds.length === 0 ? (
          <span className="text-muted-foreground">Não identificado</span>
        ) : (
          <List items={facts.triggerKinds.map((kind) => TRIGGER_LABELS[kind])} label="Gatilhos" variant="outline" />
        )}
      </FactRow>
      <FactRow label="Integrações">
        <PlugIcon className="size-4" aria-hidden />
        {facts.integrations.length === 0 ? (
          <span className="text-muted-foreground">Nenhuma: só recursos nativos da ferramenta</span>
        ) : (
          <List items={facts.integrations} label="Integrações" variant="secondary" href={integrationHref} />
        )}
      </FactRow>
      <FactRow label="Credenciais necessárias">
        <KeyRoundIcon className="size-4" aria-hidden />
        {facts.credentials.length === 0 ? (
          <span className="text-muted-foreground">Nenhuma</span>
        ) : (
          <ul className="grid min-w-0 flex-1 basis-48 gap-1" aria-label="Credenciais necessárias">
            {facts.credentials.map((credential) => {
              const readable = credentialLabel(facts.platform, credential);
              return (
                <li key={credential} className="flex flex-wrap items-baseline gap-x-2">
                  <span>{readable}</span>
                  {readable !== credential && <code className="text-muted-foreground text-xs break-all">{credential}</code>}
                </li>
              );
            })}
          </ul>
        )}
      </FactRow>
      {facts.communityNodes.length > 0 && (
        <FactRow label="Nós da comunidade">
          <PackageIcon className="size-4" aria-hidden />
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <ul className="grid gap-1" aria-label="Nós da comunidade">
              {facts.communityNodes.map((type) => (
                <li key={type}>
                  <code className="text-xs break-all">{type}</code>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground text-xs">Precisam ser instalados na sua instância do n8n antes da importação.</p>
          </div>
        </FactRow>
      )}
      <FactRow label="Complexidade">
        <SignalIcon className="size-4" aria-hidden />
        <Badge variant="outline" className={COMPLEXITY_STYLES[facts.complexity]}>
          {facts.complexity}
        </Badge>
        <span className="text-muted-foreground w-full text-xs">{complexityReason(facts)}</span>
        <details className="text-muted-foreground w-full text-xs">
          <summary className="hover:text-foreground w-fit cursor-pointer">Como é calculada</summary>
          <p className="mt-1">{RULE_TEXT}</p>
        </details>
      </FactRow>
    </dl>
  );
}

function List({ items, label, variant, href }: { items: string[]; label: string; variant: "outline" | "secondary"; href?: (item: string) => string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          {href ? (
            <Badge variant={variant} asChild>
              <Link href={href(item)} prefetch={false}>
                {item}
              </Link>
            </Badge>
          ) : (
            <Badge variant={variant}>{item}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
