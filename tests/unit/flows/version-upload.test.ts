import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FILE_TOO_LARGE, FILE_UNREADABLE, ONLY_JSON_FILES, readJsonFileText, readWorkflowFile } from "@/components/flows/import/read-workflow-file";
import { newVersionToast, refusedVersionError } from "@/components/flows/edit/version-upload";
import { FLOW_LIMITS } from "@/lib/workflow/fields";

const text = (name: string) => readFileSync(new URL(`../../fixtures/import/${name}.json`, import.meta.url), "utf8");
const file = (content: string, name = "fluxo.json") => new File([content], name, { type: "application/json" });

describe("readWorkflowFile (the edit dialog's new version)", () => {
  it("reads an n8n, Make or Typebot export, a UTF-8 BOM and upper-case extension included", async () => {
    for (const name of ["n8n-credentials", "make-api-key", "typebot-webhook"]) {
      expect(await readWorkflowFile(file(text(name)))).toEqual({ ok: true, json: JSON.parse(text(name)) });
    }
    expect(await readWorkflowFile(file(`\uFEFF${text("n8n-credentials")}`, "FLUXO.JSON"))).toMatchObject({ ok: true });
  });

  it.each([
    ["a file that is not .json", file("{}", "fluxo.txt"), ONLY_JSON_FILES],
    ["an empty file", file("  \n"), "O arquivo está vazio."],
    [
      "broken JSON",
      file('{"nodes": ['),
      "O arquivo não é um JSON válido: o conteúdo termina antes do fim do JSON: faltam fechar chaves, colchetes ou aspas (o arquivo pode estar cortado).",
    ],
    [
      "text that is not JSON",
      file("<html></html>"),
      "O arquivo não é um JSON válido: o conteúdo não começa com “{”, então não é o JSON de um fluxo (começa com “<”).",
    ],
    ["a list of workflows", file("[{}]"), "O JSON é uma lista; exporte um único fluxo por arquivo."],
    ["JSON that is no workflow", file('{"planilha": []}'), "O JSON não é um fluxo exportado do n8n, Typebot ou Make."],
  ])("refuses %s with a reason in pt-BR", async (_label, chosen, reason) => {
    expect(await readWorkflowFile(chosen)).toEqual({ ok: false, reason });
  });

  it("refuses a file over the request limit without reading it, and one the browser cannot read", async () => {
    let read = false;
    const big = { name: "grande.json", size: FLOW_LIMITS.requestBytes + 1, text: async () => ((read = true), "{}") };
    expect(await readWorkflowFile(big)).toEqual({ ok: false, reason: FILE_TOO_LARGE });
    expect(read).toBe(false);
    const unreadable = { name: "sumiu.json", size: 10, text: () => Promise.reject(new DOMException("NotReadableError")) };
    expect(await readJsonFileText(unreadable)).toEqual({ ok: false, reason: FILE_UNREADABLE });
  });
});

describe("newVersionToast", () => {
  it("says a version is published, or waits for moderation while the current one stays available", () => {
    expect(newVersionToast({ version: 3, status: "APPROVED", removed: [] })).toEqual({ title: "Versão 3 publicada", description: undefined });
    expect(newVersionToast({ version: 2, status: "PENDING", removed: [] })).toEqual({
      title: "Versão 2 enviada para análise",
      description: "A versão atual continua disponível para todos até a aprovação da equipe.",
    });
  });

  it("tells what the sanitiser removed", () => {
    const removed = ["pinData (dados de execução)", "1 credencial"];
    expect(newVersionToast({ version: 4, status: "APPROVED", removed }).description).toBe(
      "Removido do JSON por segurança: pinData (dados de execução); 1 credencial.",
    );
    expect(newVersionToast({ version: 4, status: "PENDING", removed }).description).toMatch(/aprovação da equipe\. Removido do JSON por segurança: pinData/);
  });
});

describe("refusedVersionError", () => {
  const message = "Este fluxo já existe no catálogo.";
  it("puts a refusal of the whole JSON under the file input unless the server named the field", () => {
    expect(refusedVersionError({ ok: false, status: 409, code: "DUPLICATE_FLOW" }, message)).toBe(message);
    expect(refusedVersionError({ ok: false, status: 413, code: "PAYLOAD_TOO_LARGE" }, "O JSON do fluxo excede o limite de 1 MB.")).toBe(
      "O JSON do fluxo excede o limite de 1 MB.",
    );
    expect(
      refusedVersionError({ ok: false, status: 409, code: "CONFLICT", fieldErrors: { metadata: ["Nada mudou em relação à versão atual"] } }, message),
    ).toBeUndefined();
    expect(refusedVersionError({ ok: false, status: 403, code: "FORBIDDEN" }, "Você não tem permissão para alterar este fluxo.")).toBeUndefined();
  });
});
