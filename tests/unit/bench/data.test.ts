import { describe, expect, it } from "vitest";
import { Rng } from "@/seed/random";
import { detectPlatform } from "@/lib/workflow/platform";
import { FlowGenerator, generateAuthors, TAG_VOCABULARY, type BenchFlow } from "@/scripts/bench/data";

const NOW = Date.parse("2026-01-15T12:00:00Z");
const ADMIN = "00000000-0000-4000-8000-000000000001";
const rng = new Rng(7);
const authors = generateAuthors(rng, { count: 300, now: NOW });
const generator = new FlowGenerator(rng, { now: NOW, authors, adminId: ADMIN });
const flows: BenchFlow[] = generator.batch(6000);

describe("bench data", () => {
  it("offers more than 300 distinct tags", () => {
    expect(new Set(TAG_VOCABULARY).size).toBe(TAG_VOCABULARY.length);
    expect(TAG_VOCABULARY.length).toBeGreaterThanOrEqual(300);
  });

  it("creates a few hundred distinct, active authors with Brazilian names", () => {
    expect(authors).toHaveLength(300);
    expect(new Set(authors.map((a) => a.email)).size).toBe(300);
    expect(authors.every((a) => a.status === "ACTIVE" && a.emailVerifiedAt)).toBe(true);
    expect(authors.some((a) => /[áéíóúãõç]/i.test(a.name))).toBe(true);
  });

  it("splits platforms about 50/25/25", () => {
    const share = (p: string) => flows.filter((f) => f.platform === p).length / flows.length;
    expect(share("N8N")).toBeCloseTo(0.5, 1);
    expect(share("TYPEBOT")).toBeCloseTo(0.25, 1);
    expect(share("MAKE")).toBeCloseTo(0.25, 1);
  });

  it("stores small metadata that the app detects as the declared tool", () => {
    for (const flow of flows) {
      expect(detectPlatform(JSON.parse(JSON.stringify(flow.metadata))), flow.name).toBe(flow.platform);
      expect(JSON.stringify(flow.metadata).length).toBeLessThan(8 * 1024);
    }
  });

  it("writes pt-BR texts with accents, some English ones, and 'automação' to search without accent", () => {
    expect(flows.some((f) => /[ãçéõ]/.test(f.name))).toBe(true);
    expect(flows.some((f) => /\b(for|with|and)\b/.test(f.name))).toBe(true);
    expect(flows.filter((f) => f.description.includes("automação")).length).toBeGreaterThan(100);
  });

  it("keeps every field inside the app's limits and the schema's checks", () => {
    for (const f of flows) {
      expect(f.name.length).toBeLessThanOrEqual(120);
      expect(f.description.length).toBeLessThanOrEqual(2000);
      expect(f.tags.length).toBeGreaterThanOrEqual(1);
      expect(f.tags.length).toBeLessThanOrEqual(10);
      expect(new Set(f.tags).size).toBe(f.tags.length);
      expect(f.score).toBeGreaterThanOrEqual(0);
      expect(f.score).toBeLessThanOrEqual(5);
      expect(f.reviewCount ?? 0).toBeLessThanOrEqual(f.downloadCount ?? 0);
      if ((f.reviewCount ?? 0) === 0) expect(f.score).toBe(0);
      expect(f.rejectionReason !== null).toBe(f.status === "REJECTED");
    }
  });

  it("is mostly approved and public, with some pending and private flows", () => {
    const approved = flows.filter((f) => f.status === "APPROVED").length / flows.length;
    expect(approved).toBeGreaterThan(0.9);
    expect(flows.some((f) => f.status === "PENDING")).toBe(true);
    expect(flows.some((f) => !f.isPublic)).toBe(true);
  });

  it("spreads creation dates over about two years", () => {
    const ages = flows.map((f) => (NOW - f.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(600);
    expect(Math.max(...ages)).toBeLessThanOrEqual(731);
  });

  it("gives tags and downloads a long tail", () => {
    const counts = new Map<string, number>();
    for (const f of flows) for (const t of f.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
    const sorted = [...counts.values()].sort((a, b) => b - a);
    expect(sorted.length).toBeGreaterThan(250);
    expect(sorted[0]!).toBeGreaterThan(sorted[99]! * 10);
    const downloads = flows.map((f) => f.downloadCount ?? 0).sort((a, b) => a - b);
    expect(downloads[Math.floor(downloads.length / 2)]!).toBeLessThan(10);
    expect(downloads.at(-1)!).toBeGreaterThan(1000);
  });

  it("credits flows to the admin and to a skewed set of authors", () => {
    const byAuthor = new Map<string, number>();
    for (const f of flows) byAuthor.set(f.authorId!, (byAuthor.get(f.authorId!) ?? 0) + 1);
    expect((byAuthor.get(ADMIN) ?? 0) / flows.length).toBeCloseTo(0.2, 1);
    const userCounts = [...byAuthor.entries()]
      .filter(([id]) => id !== ADMIN)
      .map(([, n]) => n)
      .sort((a, b) => b - a);
    expect(userCounts[0]!).toBeGreaterThan(userCounts.at(-1)! * 5);
  });

  it("is deterministic for a given seed", () => {
    const again = new FlowGenerator(new Rng(11), { now: NOW, authors, adminId: ADMIN }).batch(20);
    const once = new FlowGenerator(new Rng(11), { now: NOW, authors, adminId: ADMIN }).batch(20);
    expect(again).toEqual(once);
  });
});
