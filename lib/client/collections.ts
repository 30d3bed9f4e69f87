import type { MemberCollection, MemberCollectionList } from "@/lib/collections/dto";
import type { CreateCollectionInput } from "@/lib/collections/schemas";
import type { FlowSummary } from "@/lib/flows/dto";
import { deleteJson, getJson, postJson, putJson, type ApiResult } from "./api";
import type { Failure } from "./form-action";

/*
 * The browser's side of collections (docs/product-rules.md, "Coleções"): the calls the profile, the
 * manage page and "Adicionar à coleção" make, and the pure steps of reordering a list.
 */

export interface CreatedCollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  isPublic: boolean;
  createdAt: string;
}

export interface CollectionFlowState {
  collectionId: string;
  flowId: string;
  inCollection: boolean;
  position: number | null;
}

/** What the manage page's list shows of each flow (the server page maps its flows with `toFlowItem`). */
export type CollectionFlowItem = Pick<FlowSummary, "id" | "name" | "platform" | "status" | "isPublic">;

export const toFlowItem = ({ id, name, platform, status, isPublic }: FlowSummary): CollectionFlowItem => ({ id, name, platform, status, isPublic });

const flowsUrl = (collectionId: string) => `/api/collections/${encodeURIComponent(collectionId)}/flows`;

/** The member's collections (all of them: at most 50), each saying whether it holds `flowId`. */
export function loadMemberCollections(flowId: string): Promise<ApiResult<MemberCollectionList>> {
  return getJson<MemberCollectionList>(`/api/users/me/collections?limit=50&flowId=${encodeURIComponent(flowId)}`);
}

export function createCollection(input: CreateCollectionInput): Promise<ApiResult<CreatedCollection>> {
  return postJson<CreatedCollection>("/api/collections", input);
}

/** Puts the flow in the collection (at the end) or takes it out; repeating either changes nothing. */
export function setFlowInCollection(collectionId: string, flowId: string, inCollection: boolean): Promise<ApiResult<CollectionFlowState>> {
  return inCollection
    ? postJson<CollectionFlowState>(flowsUrl(collectionId), { flowId })
    : deleteJson<CollectionFlowState>(`${flowsUrl(collectionId)}/${encodeURIComponent(flowId)}`);
}

export function saveCollectionOrder(collectionId: string, flowIds: string[]): Promise<ApiResult<{ collectionId: string; flowIds: string[] }>> {
  return putJson<{ collectionId: string; flowIds: string[] }>(flowsUrl(collectionId), { flowIds });
}

/**
 * "Nova coleção" inside "Adicionar à coleção": creates a private collection and puts the flow in it.
 * The creation is the answer (a refused name goes back to the form); `added` says whether the flow
 * went in too, which can fail on its own (the flow left the catalogue meanwhile).
 */
export async function createCollectionWithFlow(
  input: CreateCollectionInput,
  flowId: string,
): Promise<ApiResult<{ collection: MemberCollection; added: ApiResult<CollectionFlowState> }>> {
  const created = await createCollection(input);
  if (!created.ok) return created;
  const added = await setFlowInCollection(created.data.id, flowId, true);
  const { id, slug, name, description, isPublic, createdAt } = created.data;
  const collection: MemberCollection = {
    id,
    slug,
    name,
    description,
    isPublic,
    featured: false,
    flowCount: added.ok ? 1 : 0,
    owner: { name: "", handle: null },
    createdAt,
    updatedAt: createdAt,
    hasFlow: added.ok,
  };
  return { ok: true, status: created.status, data: { collection, added } };
}

/** The server's text when the e-mail is not confirmed (lib/collections/mutations.ts), for an answer without one. */
const PUBLISH_NEEDS_EMAIL = "Confirme seu e-mail para tornar uma coleção pública.";

/**
 * A collection form's own refusal: 403 EMAIL_NOT_VERIFIED is said beside the "Coleção pública"
 * switch, not in a toast (docs/architecture.md, "Formulários": `onFailure`). Anything else goes the
 * common way (a 409 at 50 collections is the toast with the server's text).
 */
export function publishRefusal(failure: Failure | undefined): { isPublic: string[] } | undefined {
  if (failure?.code !== "EMAIL_NOT_VERIFIED") return undefined;
  return { isPublic: [failure.message ?? PUBLISH_NEEDS_EMAIL] };
}

/** The list with the item at `index` moved by `delta` places (-1 up, 1 down); the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length || delta === 0) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

/** What a screen reader hears after a move: the flow and its new place. */
export function movedAnnouncement(name: string, position: number, total: number): string {
  return `“${name}” agora está na posição ${position} de ${total}.`;
}

/** What a screen reader hears after "Remover". */
export function removedAnnouncement(name: string, left: number): string {
  return `“${name}” saiu da coleção. ${left === 0 ? "A coleção está vazia." : left === 1 ? "Resta 1 fluxo." : `Restam ${left} fluxos.`}`;
}

/**
 * Runs the tasks one after another, in the order they were given: a move sent right after a removal
 * reaches the server after it, so no order names a flow the collection no longer holds. Each caller
 * gets its own task's answer; a task that throws does not stop the next ones.
 */
export function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}
