import type { FlowCompatibility } from "@/lib/flows/dto";
import { shortN8nVersion } from "@/lib/workflow/n8n-compat";

/** "Requer n8n 1.40 ou superior", and the nodes n8n does not bring (community packages to install). */
export function FlowN8nRequirement({ compatibility }: { compatibility: NonNullable<FlowCompatibility> }) {
  const { minN8nVersion, unknownNodes, communityPackages } = compatibility;
  const others = unknownNodes.filter((type) => !communityPackages.some((pkg) => type.startsWith(`${pkg}.`)));
  return (
    <div className="grid gap-2 text-sm">
      {minN8nVersion && <p className="font-medium">Requer n8n {shortN8nVersion(minN8nVersion)} ou superior</p>}
      {communityPackages.length > 0 && (
        <p>
          Pacotes da comunidade a instalar no seu n8n:{" "}
          {communityPackages.map((pkg, i) => (
            <span key={pkg}>
              {i > 0 && ", "}
              <code className="bg-muted rounded px-1 py-0.5 text-xs break-all">{pkg}</code>
            </span>
          ))}
        </p>
      )}
      {others.length > 0 && (
        <p className="text-muted-foreground">
          Nós que nenhum pacote oficial do n8n traz: {others.join(", ")}
        </p>
      )}
    </div>
  );
}
