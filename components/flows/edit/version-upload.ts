import type { Failure } from "@/lib/client/form-action";
import type { UpdatedFlow } from "@/lib/flows/mutations";

/*
 * What the edit dialog says about a new version of a flow's workflow (docs/product-rules.md §20),
 * once PUT /api/flows/{id} has answered. Pure: the unit tests read it.
 */

export type NewVersion = NonNullable<UpdatedFlow["newVersion"]>;

/** The toast of a saved version: published at once (an admin's, or a flow never approved) or waiting for moderation. */
export function newVersionToast({ version, status, removed }: Pick<NewVersion, "version" | "status" | "removed">): { title: string; description?: string } {
  const removedNote = removed.length > 0 ? `Removido do JSON por segurança: ${removed.join("; ")}.` : undefined;
  if (status === "APPROVED") return { title: `Versão ${version} publicada`, description: removedNote };
  const waiting = "A versão atual continua disponível para todos até a aprovação da equipe.";
  return { title: `Versão ${version} enviada para análise`, description: removedNote ? `${waiting} ${removedNote}` : waiting };
}

/**
 * The error to show under the file input when the server refused the new JSON as a whole without
 * naming the field (a duplicate of another flow, a body over the limit); undefined when it named it
 * (nothing changed, another tool's JSON) or the refusal was about something else.
 */
export function refusedVersionError(failure: Failure, message: string): string | undefined {
  if (failure.fieldErrors?.metadata?.length) return undefined;
  return failure.code === "DUPLICATE_FLOW" || failure.code === "CONFLICT" || failure.status === 413 ? message : undefined;
}
