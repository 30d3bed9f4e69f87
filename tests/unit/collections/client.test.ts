import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "@/lib/client/api";
import {
  createCollectionWithFlow,
  moveItem,
  movedAnnouncement,
  publishRefusal,
  removedAnnouncement,
  serialQueue,
  setFlowInCollection,
} from "@/lib/client/collections";
import { settleSubmission } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { createCollectionSchema } from "@/lib/collections/schemas";
import { manageCollectionPath, PROFILE_COLLECTIONS_PATH } from "@/lib/collections/url";
import { proxy } from "@/proxy";

// The browser's side of collections (docs/product-rules.md §27): reordering, the calls, and how the
// forms answer the server's refusals.

vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

describe("moveItem", () => {
  const list = ["a", "b", "c", "d"];

  it("moves one place up or down, leaving the list it was given alone", () => {
    expect(moveItem(list, 1, -1)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(list, 1, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, 3, -1)).toEqual(["a", "b", "d", "c"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps the order when the item cannot go further, or is not there", () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 1)).toEqual(list);
    expect(moveItem(list, 7, -1)).toEqual(list);
    expect(moveItem(list, -1, 1)).toEqual(list);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});

describe("what a screen reader hears", () => {
  it("says the flow's new place after a move", () => {
    expect(movedAnnouncement("Leads no CRM", 2, 5)).toBe("“Leads no CRM” agora está na posição 2 de 5.");
  });

  it("says what is left after a removal", () => {
    expect(removedAnnouncement("Leads", 0)).toBe("“Leads” saiu da coleção. A coleção está vazia.");
    expect(removedAnnouncement("Leads", 1)).toBe("“Leads” saiu da coleção. Resta 1 fluxo.");
    expect(removedAnnouncement("Leads", 3)).toBe("“Leads” saiu da coleção. Restam 3 fluxos.");
  });
});

describe("serialQueue", () => {
  it("runs tasks one after another in the order given, each caller getting its own answer, past a failure", async () => {
    const run = serialQueue();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const first = run(task("remove", 30));
    const second = run(task("order", 1, true));
    const third = run(task("order again", 1));
    expect(await first).toBe("remove");
    await expect(second).rejects.toThrow("order");
    expect(await third).toBe("order again");
    expect(log).toEqual(["start remove", "end remove", "start order", "end order", "start order again", "end order again"]);
  });
});

describe("calls", () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let answers: { status: number; body: unknown }[] = [];

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("adds with POST { flowId } and removes with DELETE on the flow's own address", async () => {
    answers = [
      { status: 201, body: { inCollection: true } },
      { status: 200, body: { inCollection: false } },
    ];
    expect((await setFlowInCollection("c1", "f1", true)).ok).toBe(true);
    expect((await setFlowInCollection("c1", "f1", false)).ok).toBe(true);
    expect(calls).toEqual([
      { method: "POST", url: "/api/collections/c1/flows", body: { flowId: "f1" } },
      { method: "DELETE", url: "/api/collections/c1/flows/f1", body: undefined },
    ]);
  });

  it("creates a collection and puts the flow in it; a refused creation adds nothing", async () => {
    const created = { id: "c9", slug: "crm-abc123", name: "CRM", description: "", isPublic: false, createdAt: "2026-01-02T00:00:00.000Z" };
    answers = [
      { status: 201, body: created },
      { status: 201, body: { collectionId: "c9", flowId: "f1", inCollection: true, position: 1, added: true } },
    ];
    const result = await createCollectionWithFlow({ name: "CRM", description: "", isPublic: false }, "f1");
    expect(result.ok && result.data.collection).toMatchObject({ id: "c9", name: "CRM", hasFlow: true, flowCount: 1, isPublic: false, featured: false });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/collections", "POST /api/collections/c9/flows"]);

    calls.length = 0;
    answers = [{ status: 409, body: { message: "Você já tem 50 coleções. Exclua uma para criar outra.", code: "CONFLICT" } }];
    const refused = await createCollectionWithFlow({ name: "CRM", description: "", isPublic: false }, "f1");
    expect(refused).toMatchObject({ ok: false, status: 409, code: "CONFLICT" });
    expect(calls).toHaveLength(1);
  });

  it("keeps the new collection when only the addition fails, unticked", async () => {
    answers = [
      { status: 201, body: { id: "c9", slug: "crm-abc123", name: "CRM", description: "", isPublic: false, createdAt: "2026-01-02T00:00:00.000Z" } },
      { status: 404, body: { message: "Fluxo não encontrado", code: "NOT_FOUND" } },
    ];
    const result = await createCollectionWithFlow({ name: "CRM", description: "", isPublic: false }, "f1");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.collection).toMatchObject({ hasFlow: false, flowCount: 0 });
    expect(result.data.added).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the collection forms' refusals", () => {
  const refused = (status: number, body: Partial<Extract<ApiResult<never>, { ok: false }>>) => async (): Promise<ApiResult<{ id: string }>> => ({
    ok: false,
    status,
    ...body,
  });
  const options = (send: () => Promise<ApiResult<{ id: string }>>) => ({
    initial: { name: "Vendas", description: "", isPublic: true },
    send,
    onFailure: (_: unknown, failure: Parameters<typeof publishRefusal>[0]) => publishRefusal(failure),
    errorTitle: "Não foi possível criar a coleção",
    toastRefusal: true,
  });

  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("says an unconfirmed e-mail beside the 'Coleção pública' switch, without a toast", async () => {
    const message = "Confirme seu e-mail para tornar uma coleção pública.";
    const errors = await settleSubmission(createCollectionSchema, options(refused(403, { code: "EMAIL_NOT_VERIFIED", message })), {
      name: "Vendas",
      description: "",
      isPublic: true,
    });
    expect(errors).toEqual({ isPublic: [message] });
    expect(toast.error).not.toHaveBeenCalled();
    // Without the server's text, the same words.
    expect(publishRefusal({ ok: false, status: 403, code: "EMAIL_NOT_VERIFIED" })).toEqual({ isPublic: [message] });
  });

  it("toasts the 50-collection limit with the server's text", async () => {
    const message = "Você já tem 50 coleções. Exclua uma para criar outra.";
    const errors = await settleSubmission(createCollectionSchema, options(refused(409, { code: "CONFLICT", message })), {
      name: "Vendas",
      description: "",
      isPublic: false,
    });
    expect(errors).toEqual({});
    expect(toast.error).toHaveBeenCalledWith("Não foi possível criar a coleção", { description: message });
  });

  it("refuses a name without letters here, beside the field, before anything is sent", async () => {
    const send = vi.fn(refused(500, {}));
    const errors = await settleSubmission(createCollectionSchema, options(send), { name: "!!!", description: "", isPublic: false });
    expect(errors.name?.[0]).toBe("O nome precisa ter letras ou números");
    expect(send).not.toHaveBeenCalled();
  });
});

describe("the manage page's address", () => {
  it("is the member's own, by id, behind login", async () => {
    const id = "0b8e7c8e-6f1a-4c39-9a57-0f4d3b0b9d11";
    expect(manageCollectionPath(id)).toBe(`/minhas-colecoes/${id}`);
    expect(PROFILE_COLLECTIONS_PATH).toBe("/profile?colecoes=1");
    const visitor = await proxy(new NextRequest(`http://localhost:3000${manageCollectionPath(id)}`));
    expect(visitor.status).toBe(307);
    expect(new URL(visitor.headers.get("location")!).searchParams.get("callbackUrl")).toBe(`/minhas-colecoes/${id}`);
    const member = await proxy(new NextRequest(`http://localhost:3000${manageCollectionPath(id)}`, { headers: { cookie: "authjs.session-token=x" } }));
    expect(member.headers.get("x-middleware-next")).toBe("1");
    // The public address is no signed-in area.
    expect((await proxy(new NextRequest("http://localhost:3000/colecoes/vendas-abc123"))).headers.get("location")).toBeNull();
  });
});
