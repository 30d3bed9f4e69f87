import { describe, expect, it } from "vitest";
import { DEMO_USER_EMAIL, generateDemoData, type DemoData, type SeedFlow } from "@/seed/demo-data";
import { detectPlatform } from "@/lib/workflow/platform";

const ADMIN_ID = "00000000-0000-4000-8000-000000000001";
const NOW = new Date("2025-06-01T12:00:00Z");
const data: DemoData = generateDemoData({ adminId: ADMIN_ID, now: NOW });

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- walking untyped exports
const byPlatform = (platform: SeedFlow["platform"]) => data.flows.filter((f) => f.platform === platform);

function makeModules(flow: Json[]): Json[] {
  return flow.flatMap((m) => [m, ...(m.routes ?? []).flatMap((r: Json) => makeModules(r.flow)), ...makeModules(m.onerror ?? [])]);
}

describe("generateDemoData", () => {
  it("produces about 1,200 flows split 50/25/25 between n8n, Typebot and Make", () => {
    expect(data.flows).toHaveLength(1200);
    expect(byPlatform("N8N")).toHaveLength(600);
    expect(byPlatform("TYPEBOT")).toHaveLength(300);
    expect(byPlatform("MAKE")).toHaveLength(300);
  });

  it("stores metadata that survives JSON and is detected as the declared tool", () => {
    for (const flow of data.flows) {
      const parsed: unknown = JSON.parse(JSON.stringify(flow.metadata));
      expect(parsed).toStrictEqual(flow.metadata);
      expect(detectPlatform(parsed), flow.name).toBe(flow.platform);
    }
  });

  it("builds n8n workflows whose connections point at existing nodes, triggers first", () => {
    for (const { metadata, name } of byPlatform("N8N")) {
      const nodes = metadata.nodes as Json[];
      const names = new Set(nodes.map((n) => n.name));
      expect(names.size, name).toBe(nodes.length);
      expect(nodes[0]?.type, name).toMatch(/trigger|webhook/i);
      expect(metadata.settings).toEqual({ executionOrder: "v1" });
      for (const node of nodes) {
        expect(node.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(node.type).toMatch(/^(n8n-nodes-base|@n8n\/n8n-nodes-langchain)\.\w+$/);
        expect(node.position).toEqual([expect.any(Number), expect.any(Number)]);
      }
      for (const [source, outputs] of Object.entries(metadata.connections as Record<string, Json>)) {
        expect(names.has(source), `${name}: ${source}`).toBe(true);
        for (const [type, branches] of Object.entries(outputs)) {
          for (const link of (branches as Json[][]).flat()) {
            expect(names.has(link.node), `${name}: ${link.node}`).toBe(true);
            expect(link.type).toBe(type);
          }
        }
      }
    }
  });

  it("uses IF/Switch branches and langchain sub-node connections somewhere", () => {
    const kinds = new Set(byPlatform("N8N").flatMap((f) => Object.values(f.metadata.connections as Record<string, Json>).flatMap((o) => Object.keys(o))));
    expect([...kinds]).toEqual(expect.arrayContaining(["main", "ai_languageModel", "ai_memory", "ai_tool"]));
    const types = new Set(byPlatform("N8N").flatMap((f) => (f.metadata.nodes as Json[]).map((n) => n.type)));
    expect([...types]).toEqual(expect.arrayContaining(["n8n-nodes-base.if", "n8n-nodes-base.switch", "@n8n/n8n-nodes-langchain.agent"]));
  });

  it("builds Typebot exports whose edges reference existing groups and blocks", () => {
    const versions = new Set<unknown>();
    for (const { metadata, name } of byPlatform("TYPEBOT")) {
      versions.add(metadata.version ?? null);
      const groups = metadata.groups as Json[];
      const groupIds = new Set(groups.map((g) => g.id));
      const blocks = groups.flatMap((g) => g.blocks as Json[]);
      const blockIds = new Set(blocks.map((b) => b.id));
      const itemIds = new Set(blocks.flatMap((b) => (b.items ?? []).map((i: Json) => i.id)));
      const eventIds = new Set(((metadata.events ?? []) as Json[]).map((e) => e.id));
      const edgeIds = new Set((metadata.edges as Json[]).map((e) => e.id));
      if (metadata.version === "6") expect(metadata.events).toEqual([expect.objectContaining({ type: "start" })]);
      else expect(groups[0]?.blocks[0]?.type, name).toBe("start");
      for (const edge of metadata.edges as Json[]) {
        const from = edge.from.eventId ? eventIds.has(edge.from.eventId) : blockIds.has(edge.from.blockId);
        expect(from, `${name}: ${JSON.stringify(edge.from)}`).toBe(true);
        if (edge.from.itemId) expect(itemIds.has(edge.from.itemId)).toBe(true);
        expect(groupIds.has(edge.to.groupId), `${name}: ${edge.to.groupId}`).toBe(true);
      }
      for (const ref of [...blocks, ...blocks.flatMap((b) => b.items ?? []), ...((metadata.events ?? []) as Json[])]) {
        if (ref.outgoingEdgeId) expect(edgeIds.has(ref.outgoingEdgeId), name).toBe(true);
      }
      for (const jump of blocks.filter((b) => b.type === "Jump")) {
        expect(groupIds.has(jump.options.groupId)).toBe(true);
        if (jump.options.blockId) expect(blockIds.has(jump.options.blockId)).toBe(true);
      }
    }
    expect(versions.has("6")).toBe(true);
    expect(versions.size).toBeGreaterThan(1);
  });

  it("builds Make blueprints whose routers have routes with modules", () => {
    let routers = 0;
    for (const { metadata, name } of byPlatform("MAKE")) {
      const modules = makeModules(metadata.flow as Json[]);
      expect(new Set(modules.map((m) => m.id)).size, name).toBe(modules.length);
      expect((metadata as Json).metadata.scenario).toBeTypeOf("object");
      for (const m of modules) {
        expect(m.module).toMatch(/^[\w-]+:\w+$/);
        expect(m.metadata.designer).toEqual({ x: expect.any(Number), y: expect.any(Number) });
        if (m.module === "builtin:BasicRouter") {
          routers++;
          expect(m.routes.length).toBeGreaterThanOrEqual(2);
          for (const route of m.routes) expect(route.flow.length).toBeGreaterThan(0);
        }
      }
    }
    expect(routers).toBeGreaterThan(0);
  });

  it("names flows in Brazilian Portuguese (some English), mostly uniquely, with 40+ lowercase tags", () => {
    const accented = data.flows.filter((f) => /[áàâãéêíóôõúç]/i.test(`${f.name} ${f.description}`));
    expect(accented.length).toBeGreaterThan(data.flows.length * 0.6);
    expect(new Set(data.flows.map((f) => f.name.toLowerCase())).size).toBeGreaterThan(data.flows.length * 0.98);
    const tags = new Set(data.flows.flatMap((f) => f.tags));
    expect(tags.size).toBeGreaterThanOrEqual(40);
    for (const flow of data.flows) {
      expect(flow.tags.length).toBeGreaterThanOrEqual(2);
      expect(flow.tags.length).toBeLessThanOrEqual(6);
      for (const tag of flow.tags) expect(tag).toMatch(/^[a-z0-9-]+$/);
      expect(flow.url).toMatch(/^https:\/\/fluxoteca\.dev\/fluxos\/[a-z0-9-]+$/);
    }
  });

  it("keeps counters, scores and quotas consistent with the generated rows", () => {
    const contributors = new Set(data.contributions.filter((c) => c.status === "APPROVED").map((c) => c.userId));
    expect(data.users.length).toBeGreaterThanOrEqual(30);
    for (const user of data.users) {
      const count = data.downloads.filter((d) => d.userId === user.id).length;
      expect(user.downloadCount ?? 0).toBe(count);
      if (!contributors.has(user.id)) expect(count).toBeLessThanOrEqual(2);
      expect(user.email).toMatch(/@(exemplo\.com\.br|exemplo\.com|example\.com|mail\.exemplo\.com\.br|fluxoteca\.dev)$/);
    }
    expect(data.users.find((u) => u.email === DEMO_USER_EMAIL)?.downloadCount ?? 0).toBe(0);
    const pairs = (rows: { userId: string | null; flowId: string | null }[]) => new Set(rows.map((r) => `${r.userId}:${r.flowId}`)).size;
    expect(pairs(data.downloads)).toBe(data.downloads.length);
    expect(pairs(data.reviews)).toBe(data.reviews.length);
    for (const flow of data.flows) {
      const ratings = data.reviews.filter((r) => r.flowId === flow.id).map((r) => r.rating);
      expect(flow.reviewCount).toBe(ratings.length);
      expect(flow.score).toBeCloseTo(ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0, 10);
      expect(flow.downloadCount).toBe(data.downloads.filter((d) => d.flowId === flow.id).length);
      expect(flow.updatedAt.getTime()).toBeGreaterThanOrEqual(flow.createdAt.getTime());
      expect(flow.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const pending = data.flows.filter((f) => f.status !== "APPROVED");
    expect(pending.every((f) => f.authorId !== ADMIN_ID)).toBe(true);
    expect(data.flows.filter((f) => f.status === "REJECTED").every((f) => Boolean(f.rejectionReason))).toBe(true);
  });

  it("is deterministic", () => {
    expect(generateDemoData({ adminId: ADMIN_ID, now: NOW })).toEqual(data);
  });
});
