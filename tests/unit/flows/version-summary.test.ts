import { describe, expect, it } from "vitest";
import { versionLabel } from "@/lib/format";
import { summarizeChanges } from "@/lib/flows/versions/summary";

const diff = (added: number, removed: number, changed: number) => ({
  added: Array.from({ length: added }, (_, i) => `a${i}`),
  removed: Array.from({ length: removed }, (_, i) => `r${i}`),
  changed: Array.from({ length: changed }, (_, i) => `c${i}`),
});

describe("summarizeChanges", () => {
  it("names the steps once, with the first number, and agrees in number", () => {
    expect(summarizeChanges(diff(2, 1, 3))).toBe("2 etapas adicionadas, 1 removida e 3 alteradas");
    expect(summarizeChanges(diff(1, 0, 2))).toBe("1 etapa adicionada e 2 alteradas");
    expect(summarizeChanges(diff(0, 1, 0))).toBe("1 etapa removida");
    expect(summarizeChanges(diff(0, 0, 12))).toBe("12 etapas alteradas");
    expect(summarizeChanges(diff(0, 2, 1))).toBe("2 etapas removidas e 1 alterada");
  });

  it("says so when no step changed (a new version may change only values the diff does not list)", () => {
    expect(summarizeChanges(diff(0, 0, 0))).toBe("Sem mudanças nas etapas");
  });

  it("writes large counts the pt-BR way", () => {
    expect(summarizeChanges(diff(1200, 0, 0))).toBe("1.200 etapas adicionadas");
  });

  it("labels versions as they show on screen", () => {
    expect(versionLabel(2)).toBe("v2");
  });
});
