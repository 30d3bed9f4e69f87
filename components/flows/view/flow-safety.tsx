import { ShieldAlertIcon, ShieldCheckIcon, TriangleAlertIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { SafetyReport } from "@/lib/flows/dto";
import { cn } from "@/lib/utils";

const SEVERITY = {
  high: { label: "Alto", badge: "destructive" as const },
  attention: { label: "Atenção", badge: "warning" as const },
};

const SUMMARY = {
  high: "Este fluxo pode agir sobre o servidor onde você o importar. Leia os alertas antes de usar.",
  attention: "Nada grave encontrado, mas vale conferir estes pontos antes de importar.",
};

/**
 * The steps the safety report names, each with the highest severity found for it: the diagram
 * outlines them (FlowDiagram `flags`).
 */
export function safetyFlags(report: SafetyReport): Record<string, "attention" | "high"> {
  const flags: Record<string, "attention" | "high"> = {};
  for (const finding of report.findings) {
    for (const node of finding.nodes) if (flags[node] !== "high") flags[node] = finding.severity;
  }
  return flags;
}

/**
 * 'Segurança': what the workflow could do to the one who imports it (docs/product-rules.md,
 * "Relatório de segurança"), in plain words, or "Nenhum alerta" said as clearly.
 */
export function FlowSafety({ report }: { report: SafetyReport }) {
  if (report.level === "none") {
    return (
      <p className="flex items-start gap-2 text-sm">
        <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
        <span>
          <strong className="font-semibold">Nenhum alerta.</strong> A análise não encontrou comandos no servidor, leitura de arquivos ou de segredos, nem envio
          de dados para endereços suspeitos.
        </span>
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className={cn("flex items-start gap-2 text-sm", report.level === "high" && "text-destructive")}>
        {report.level === "high" ? (
          <ShieldAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
        ) : (
          <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        )}
        <span className="font-medium">{SUMMARY[report.level]}</span>
      </p>
      <ul className="grid gap-2">
        {report.findings.map((finding, i) => (
          <li key={`${finding.rule}-${i}`} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={SEVERITY[finding.severity].badge}>{SEVERITY[finding.severity].label}</Badge>
              <span className="break-words">{finding.message}</span>
            </div>
            {finding.nodes.length > 0 && (
              <p className="text-muted-foreground text-xs break-words">
                {finding.nodes.length === 1 ? "Etapa" : "Etapas"}: {finding.nodes.join(", ")}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
