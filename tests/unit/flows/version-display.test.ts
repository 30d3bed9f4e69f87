import { describe, expect, it } from "vitest";
import { describeVersionChanges, flowUpdate, splitHistory, stepNamesText, updateSentence, versionAfterDownload } from "@/lib/flows/versions/display";

const none = { added: [], removed: [], changed: [] };

describe("describeVersionChanges", () => {
  it("calls the first version the initial one, whatever its changes say", () => {
    expect(describeVersionChanges(1, none)).toEqual({ summary: "Versão inicial", groups: [] });
  });

  it("sums up a later version and names its steps by kind, in order, skipping empty kinds", () => {
    const view = describeVersionChanges(2, { added: ["Enviar e-mail", "Formatar"], removed: [], changed: ["Gatilho"] });
    expect(view.summary).toBe("2 etapas adicionadas e 1 alterada");
    expect(view.groups).toEqual([
      { label: "Adicionadas", names: ["Enviar e-mail", "Formatar"], more: 0 },
      { label: "Alteradas", names: ["Gatilho"], more: 0 },
    ]);
  });

  it("keeps long lists short: the first names and how many more", () => {
    const changed = ["A", "B", "C", "D", "E", "F", "G"];
    const [group] = describeVersionChanges(3, { ...none, changed }, 4).groups;
    expect(group).toEqual({ label: "Alteradas", names: ["A", "B", "C", "D"], more: 3 });
    expect(stepNamesText(group!)).toBe("A, B, C, D e mais 3");
    expect(stepNamesText({ label: "Removidas", names: ["Só uma"], more: 0 })).toBe("Só uma");
  });

  it("says so when a later version changed no step", () => {
    expect(describeVersionChanges(4, none)).toEqual({ summary: "Sem mudanças nas etapas", groups: [] });
  });
});

describe("splitHistory", () => {
  it("shows the newest five and leaves the rest for the disclosure", () => {
    const versions = [9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(splitHistory(versions)).toEqual({ shown: [9, 8, 7, 6, 5], older: [4, 3, 2, 1] });
    expect(splitHistory([2, 1])).toEqual({ shown: [2, 1], older: [] });
  });
});

describe("flowUpdate and updateSentence", () => {
  it("marks only a download older than the current version", () => {
    expect(flowUpdate(undefined, 3)).toBeNull();
    expect(flowUpdate(3, 3)).toBeNull();
    expect(flowUpdate(2, undefined)).toBeNull();
    expect(flowUpdate(1, 3, "1 etapa adicionada")).toEqual({ downloadedVersion: 1, latestVersion: 3, summary: "1 etapa adicionada" });
  });

  it("tells which version they have and which is current, with the changes when known", () => {
    expect(updateSentence({ downloadedVersion: 1, latestVersion: 3, summary: "2 etapas adicionadas e 1 alterada" })).toBe(
      "Você tem a v1; a atual é a v3: 2 etapas adicionadas e 1 alterada.",
    );
    expect(updateSentence({ downloadedVersion: 2, latestVersion: 3, summary: null })).toBe("Você tem a v2; a atual é a v3.");
  });
});

describe("versionAfterDownload", () => {
  it("is the current version after a plain download", () => {
    expect(versionAfterDownload(1, 3)).toBe(3);
    expect(versionAfterDownload(undefined, 2)).toBe(2);
  });

  it("keeps the newest one held: an older version downloaded again does not bring the mark back", () => {
    expect(versionAfterDownload(3, 3, 1)).toBe(3);
    expect(versionAfterDownload(1, 3, 2)).toBe(2);
    expect(versionAfterDownload(1, 3, 3)).toBe(3);
  });

  it("counts a waiting version (its author checking it) as the current one, as the server records it", () => {
    expect(versionAfterDownload(2, 2, 3)).toBe(2);
  });
});
