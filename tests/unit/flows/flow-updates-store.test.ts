import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The marks' store (lib/client/update-marks.ts) in a fake browser: a document with or without the
// account hint, and a counted fetch. Each test gets the module afresh (its state is the page load's).

const update = {
  flowId: "f1",
  downloadedVersion: 1,
  latestVersion: 3,
  summary: "1 etapa adicionada",
  changes: { added: ["E-mail"], removed: [], changed: [] },
};

let hint = true;
let answers: (() => Response)[];
const fetchMock = vi.fn(async () => (answers.shift() ?? (() => Response.json({ updates: [] })))());

async function freshStore() {
  vi.resetModules();
  return import("@/lib/client/update-marks");
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  hint = true;
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal("document", { documentElement: { hasAttribute: (name: string) => name === "data-conta" && hint } });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe("the flow-updates store", () => {
  it("asks once per page load for every card, and hands each card its flow's mark", async () => {
    answers = [() => Response.json({ updates: [update] })];
    const store = await freshStore();
    const cards = [vi.fn(), vi.fn(), vi.fn()];
    const stops = cards.map((card) => store.subscribeFlowUpdates(card));
    expect(store.flowUpdateOf("f1")).toBeUndefined();
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/users/me/flow-updates", expect.objectContaining({ cache: "no-store" }));
    for (const card of cards) expect(card).toHaveBeenCalledTimes(1);
    expect(store.flowUpdateOf("f1")).toEqual({ flowId: "f1", downloadedVersion: 1, latestVersion: 3, summary: "1 etapa adicionada" });
    expect(store.flowUpdateOf("f2")).toBeUndefined();
    stops.forEach((stop) => stop());
  });

  it("asks nothing in a browser that never signed in, unless the page is behind login", async () => {
    hint = false;
    let store = await freshStore();
    store.subscribeFlowUpdates(() => {});
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.flowUpdateOf("f1")).toBeUndefined();

    store = await freshStore();
    store.subscribeFlowUpdates(() => {}, { signedIn: true });
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reads again after a download while cards show marks, and shows no mark when the read fails", async () => {
    answers = [() => Response.json({ updates: [update] }), () => Response.json({ updates: [] })];
    const store = await freshStore();
    const stop = store.subscribeFlowUpdates(() => {});
    await settled();
    expect(store.flowUpdateOf("f1")).toBeDefined();
    store.refreshFlowUpdates();
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.flowUpdateOf("f1")).toBeUndefined();
    stop();

    // No card listening: nothing is asked until one is.
    answers = [() => new Response("{}", { status: 401 })];
    store.refreshFlowUpdates();
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    store.subscribeFlowUpdates(() => {});
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.flowUpdateOf("f1")).toBeUndefined();
  });

  it("keeps only the newest answer when a refresh overtakes a read under way", async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementationOnce(async () => {
      await slow;
      return Response.json({ updates: [update] });
    });
    const store = await freshStore();
    store.subscribeFlowUpdates(() => {});
    store.refreshFlowUpdates();
    await settled();
    expect(store.flowUpdateOf("f1")).toBeUndefined();
    release();
    await settled();
    expect(store.flowUpdateOf("f1")).toBeUndefined();
  });

  it("hands a flow page every mark through the same one request, and asks again after a refresh", async () => {
    answers = [() => Response.json({ updates: [update] }), () => Response.json({ updates: [] })];
    const store = await freshStore();
    const stop = store.subscribeFlowUpdates(vi.fn());
    const [first, second] = await Promise.all([store.loadFlowUpdates(), store.loadFlowUpdates()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first.get("f1")?.summary).toBe("1 etapa adicionada");
    expect(second).toBe(first);
    store.refreshFlowUpdates();
    expect((await store.loadFlowUpdates()).size).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });
});
