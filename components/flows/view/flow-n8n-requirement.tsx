import type { FlowCompatibility } from "@/lib/flows/dto";
import { N8N_COMPAT_DATA_INFO, shortN8nVersion, type N8nCompatibility } from "@/lib/workflow/n8n-compat";

/**
 * "Requer n8n 1.40 ou superior", the nodes n8n does not bring (community packages to install), and the
 * nodes at a version no n8n release ships.
 */
export function FlowN8nRequirement({ compatibility }: { compatibility: NonNullable<FlowCompatibility> }) {
  const { minN8nVersion, unknownNodes, communityPackages } = compatibility;
  // Rows stored before the field existed lack it.
  const unknownVersions = (compatibility as Partial<Pick<N8nCompatibility, "unknownVersions">>).unknownVersions ?? [];
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
      {others.length > 0 && <p className="text-muted-foreground">Nós que nenhum pacote oficial do n8n traz: {others.join(", ")}</p>}
      {unknownVersions.length > 0 && (
        <p className="text-muted-foreground">
          {unknownVersions.length === 1 ? "Versão de nó desconhecida" : "Versões de nó desconhecidas"} (nenhum n8n até o{" "}
          {shortN8nVersion(N8N_COMPAT_DATA_INFO.n8nVersions.to)} {unknownVersions.length === 1 ? "a traz" : "as traz"}):{" "}
          {unknownVersions.map((v) => `${v.node} (${v.type} v${v.typeVersion})`).join(", ")}
        </p>
      )}
    </div>
  );
}
