import { describe, expect, it } from "vitest";
import { isSharedRenderToken, sharedRenderToken } from "@/lib/cache/render-token";

describe("the shared-render token of the page cache", () => {
  it("is derived from the secret, and only its exact value asks for the shared rendering", () => {
    const token = sharedRenderToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sharedRenderToken()).toBe(token);
    expect(isSharedRenderToken(token)).toBe(true);
    for (const forged of [null, undefined, "", "1", token.slice(0, -1), `${token}x`, token.toUpperCase(), ` ${token}`]) {
      expect(isSharedRenderToken(forged), String(forged)).toBe(false);
    }
  });
});
