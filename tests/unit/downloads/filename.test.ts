import { describe, expect, it } from "vitest";
import { workflowFileName } from "@/lib/downloads/filename";

describe("workflowFileName", () => {
  it("lowercases, strips accents and replaces everything else with underscores", () => {
    expect(workflowFileName("Automação de Cobrança / PIX")).toBe("automacao_de_cobranca_pix_workflow.json");
    expect(workflowFileName("  Bot: WhatsApp + IA!! ")).toBe("bot_whatsapp_ia_workflow.json");
  });

  it("never yields an empty or path-like name", () => {
    expect(workflowFileName("../../etc/passwd")).toBe("etc_passwd_workflow.json");
    expect(workflowFileName("🚀🚀")).toBe("fluxo_workflow.json");
  });

  it("names a version of the history asked for by number", () => {
    expect(workflowFileName("Agenda Clínica", 3)).toBe("agenda_clinica_v3_workflow.json");
    expect(workflowFileName("🚀", 1)).toBe("fluxo_v1_workflow.json");
  });
});
