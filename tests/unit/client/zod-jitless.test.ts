import { describe, expect, it } from "vitest";

describe("lib/client/zod-jitless", () => {
  it("turns zod's jitless mode on when loaded before zod", async () => {
    await import("@/lib/client/zod-jitless");
    const { config } = await import("zod");
    expect(config().jitless).toBe(true);
  });
});
