import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMPORT_STEPS, ImportGuide } from "@/components/flows/view/import-guide";
import { UpdateNotice } from "@/components/flows/update-marks/page-notice";
import { VersionHistory } from "@/components/flows/versions/version-history";
import type { FlowVersionDTO } from "@/lib/flows/versions/store";

const entry = (version: number, extra: Partial<FlowVersionDTO> = {}): FlowVersionDTO => ({
  version,
  createdAt: "2026-03-10T15:00:00.000Z",
  publishedAt: null,
  changelog: null,
  changes: { added: [], removed: [], changed: [] },
  status: "APPROVED",
  rejectionReason: null,
  ...extra,
});

const render = (props: Parameters<typeof VersionHistory>[0]) => renderToStaticMarkup(createElement(VersionHistory, props));

describe("VersionHistory", () => {
  it("shows each version with its date, note and changed steps, the current one marked", () => {
    const html = render({
      currentVersion: 2,
      versions: [entry(2, { changelog: "Agora avisa no Slack", changes: { added: ["Avisar no Slack"], removed: [], changed: ["Gatilho"] } }), entry(1)],
    });
    expect(html).toContain("v2");
    expect(html).toContain("Atual");
    expect(html).toContain('<time dateTime="2026-03-10T15:00:00.000Z"');
    expect(html).toContain("10/03/2026");
    expect(html).toContain("Agora avisa no Slack");
    expect(html).toContain("1 etapa adicionada e 1 alterada");
    expect(html).toMatch(/Adicionadas:<\/span> Avisar no Slack/);
    expect(html).toMatch(/Alteradas:<\/span> Gatilho/);
    expect(html).toContain("Versão inicial");
    expect(html).not.toContain("Ver todas as versões");
  });

  it("puts the versions past the fifth behind 'Ver todas as versões'", () => {
    const versions = Array.from({ length: 8 }, (_, i) => entry(8 - i));
    const html = render({ currentVersion: 8, versions });
    const [recent, older] = html.split("<details");
    expect(recent).toContain(">v8<");
    expect(recent).toContain(">v4<");
    expect(recent).not.toContain(">v3<");
    expect(older).toContain("Ver todas as versões (8)");
    expect(older).toContain(">v3<");
    expect(older).toContain(">v1<");
  });

  it("shows the author a waiting or turned-down version with its state and reason", () => {
    const html = render({
      currentVersion: 1,
      versions: [entry(2, { status: "REJECTED", rejectionReason: "O JSON não importa no n8n" }), entry(1)],
    });
    expect(html).toContain("Rejeitada");
    expect(html).toContain("Motivo da rejeição: O JSON não importa no n8n");
    expect(render({ currentVersion: 1, versions: [entry(2, { status: "PENDING" }), entry(1)] })).toContain("Em análise");
  });

  it("adds what the viewer may do with each version at the end of its line", () => {
    const html = render({ currentVersion: 2, versions: [entry(2), entry(1)], action: (v) => createElement("button", null, `Baixar v${v.version}`) });
    expect(html).toContain("Baixar v2");
    expect(html).toContain("Baixar v1");
  });
});

describe("UpdateNotice", () => {
  it("says the flow changed since their download, which versions, and what changed", () => {
    const html = renderToStaticMarkup(createElement(UpdateNotice, { update: { downloadedVersion: 1, latestVersion: 3, summary: "2 etapas adicionadas" } }));
    expect(html).toContain("Atualizado desde o seu download");
    expect(html).toContain("Você tem a v1; a atual é a v3: 2 etapas adicionadas.");
    expect(html).toContain("Baixar de novo é grátis e traz a v3.");
  });
});

describe("ImportGuide", () => {
  it("starts closed, its panel tied to the button", () => {
    const html = renderToStaticMarkup(createElement(ImportGuide, { platform: "N8N" }));
    const controls = html.match(/aria-controls="([^"]+)"/)?.[1];
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain(`id="${controls}" hidden=""`);
    expect(html).toContain("Como importar");
  });

  it("names each tool's own menus, in English as the tools show them", () => {
    expect(IMPORT_STEPS.N8N.join(" ")).toMatch(/Ctrl\+V.*Import from File/);
    expect(IMPORT_STEPS.TYPEBOT.join(" ")).toMatch(/Create a typebot.*Import a file/);
    expect(IMPORT_STEPS.MAKE.join(" ")).toMatch(/Import Blueprint/);
  });

  it("dates a published version by its approval, not by when it was sent", () => {
    const html = render({ currentVersion: 2, versions: [entry(2, { createdAt: "2026-03-01T12:00:00.000Z", publishedAt: "2026-03-20T12:00:00.000Z" })] });
    expect(html).toContain("20/03/2026");
    expect(html).not.toContain("01/03/2026");
  });
});
