import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLATFORM_LABELS, detectPlatform, nodeTypesOf } from "@/lib/workflow/platform";

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/platform/${name}.json`, import.meta.url), "utf8"));

describe("detectPlatform", () => {
  it.each([
    ["n8n-agent", "N8N"],
    ["n8n-legacy", "N8N"],
    ["typebot-v6", "TYPEBOT"],
    ["typebot-legacy", "TYPEBOT"],
    ["make-router", "MAKE"],
  ] as const)("detects %s as %s", (name, platform) => {
    expect(detectPlatform(fixture(name))).toBe(platform);
  });

  it("unwraps Typebot exports shaped as { typebot: {...} }", () => {
    expect(detectPlatform({ typebot: fixture("typebot-v6") })).toBe("TYPEBOT");
    expect(detectPlatform({ typebot: fixture("typebot-legacy") })).toBe("TYPEBOT");
  });

  it("recognises the first Typebot exports (blocks of steps)", () => {
    const legacy = { blocks: [{ id: "b1", steps: [{ id: "s1", type: "start" }] }], edges: [] };
    expect(detectPlatform(legacy)).toBe("TYPEBOT");
  });

  it("accepts a Make blueprint without scenario metadata, and an empty n8n canvas", () => {
    expect(detectPlatform({ flow: [{ id: 1, module: "http:ActionSendData" }] })).toBe("MAKE");
    expect(detectPlatform({ nodes: [], connections: {} })).toBe("N8N");
  });

  it("returns null for the empty object and scraper-mangled exports", () => {
    expect(detectPlatform({})).toBeNull();
    expect(detectPlatform(fixture("n8n-scrambled"))).toBeNull();
  });

  it.each([
    ["null", null],
    ["a number", 42],
    ["a string", '{"nodes": []}'],
    ["an array of workflows", [fixture("n8n-agent")]],
    ["an empty array", []],
  ])("returns null for %s", (_label, value) => {
    expect(detectPlatform(value)).toBeNull();
  });

  it("does not take half-shaped objects for a workflow", () => {
    expect(detectPlatform({ nodes: "[]", connections: {} })).toBeNull();
    expect(detectPlatform({ nodes: [{ name: "sem tipo" }], connections: {} })).toBeNull();
    expect(detectPlatform({ nodes: [], connections: [] })).toBeNull();
    expect(detectPlatform({ groups: [], edges: [] })).toBeNull();
    expect(detectPlatform({ groups: [{ id: "g" }], edges: [] })).toBeNull();
    expect(detectPlatform({ flow: [] })).toBeNull();
    expect(detectPlatform({ flow: [{ id: 1 }], metadata: { scenario: {} } })).toBeNull();
    expect(detectPlatform({ typebot: null })).toBeNull();
  });
});

describe("nodeTypesOf", () => {
  it("lists n8n node types in order, once each, without sticky notes", () => {
    expect(nodeTypesOf(fixture("n8n-agent"), "N8N")).toEqual([
      "n8n-nodes-base.whatsAppTrigger",
      "@n8n/n8n-nodes-langchain.agent",
      "@n8n/n8n-nodes-langchain.lmChatOpenAi",
      "n8n-nodes-base.whatsApp",
    ]);
  });

  it("lists Typebot block types without the start block, also when wrapped", () => {
    expect(nodeTypesOf(fixture("typebot-legacy"), "TYPEBOT")).toEqual(["choice input", "Google Sheets"]);
    expect(nodeTypesOf({ typebot: fixture("typebot-v6") }, "TYPEBOT")).toEqual(["text", "text input", "Webhook"]);
  });

  it("walks Make routes and error handlers", () => {
    expect(nodeTypesOf(fixture("make-router"), "MAKE")).toEqual([
      "gateway:CustomWebHook",
      "builtin:BasicRouter",
      "google-sheets:addRow",
      "builtin:Ignore",
      "telegram:SendReplyMessage",
    ]);
  });

  it("never throws on junk", () => {
    expect(nodeTypesOf(null, "N8N")).toEqual([]);
    expect(nodeTypesOf({ nodes: [null, 3, { type: 7 }] }, "N8N")).toEqual([]);
    expect(nodeTypesOf({ groups: [{ blocks: "x" }] }, "TYPEBOT")).toEqual([]);
    expect(nodeTypesOf({ flow: [{ module: "a:B", routes: [null, { flow: "x" }] }] }, "MAKE")).toEqual(["a:B"]);
  });

  it("has a display label for every platform", () => {
    expect(PLATFORM_LABELS).toEqual({ N8N: "n8n", TYPEBOT: "Typebot", MAKE: "Make" });
  });
});
