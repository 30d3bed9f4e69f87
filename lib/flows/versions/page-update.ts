import "server-only";
import type { FlowDetail } from "@/lib/flows/detail";
import { flowUpdate, type UpdateSinceDownload } from "./display";
import { summarizeChanges } from "./summary";
import { changesSince } from "./store";

/**
 * The "Atualizado desde o seu download" mark of a signed-in flow page (`/flow/{id}` and the
 * catalogue's dialog): null unless the viewer downloaded an older version than the one everyone gets.
 * The changes are compared straight from their version to the current one, as the cards' marks are
 * (lib/downloads/newer-versions.ts).
 */
export async function readFlowUpdate(flow: Pick<FlowDetail, "id" | "downloadedVersion" | "latestVersion">): Promise<UpdateSinceDownload | null> {
  const update = flowUpdate(flow.downloadedVersion, flow.latestVersion);
  if (!update) return null;
  const changes = await changesSince(flow.id, update.downloadedVersion);
  return { ...update, summary: changes ? summarizeChanges(changes) : null };
}
