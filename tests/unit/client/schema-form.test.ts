import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ApiResult } from "@/lib/client/api";
import { settleSubmission } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";

vi.mock("@/lib/client/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const schema = z.object({ name: z.string().min(1, "Informe o nome.") });
const refusedBy =
  (status: number, over: Partial<Extract<ApiResult<never>, { ok: false }>> = {}) =>
  async (): Promise<ApiResult<{ id: string }>> => ({
    ok: false,
    status,
    ...over,
  });

beforeEach(() => vi.mocked(toast.error).mockClear());

describe("settleSubmission", () => {
  it("sends the parsed values and hands the answer to onSuccess", async () => {
    const onSuccess = vi.fn();
    const send = vi.fn(async (data: { name: string }) => ({ ok: true as const, status: 200, data: { id: data.name } }));
    expect(await settleSubmission(schema, { initial: { name: "" }, send, onSuccess }, { name: "Ana" })).toEqual({});
    expect(send).toHaveBeenCalledWith({ name: "Ana" }, { name: "Ana" });
    expect(onSuccess).toHaveBeenCalledWith({ id: "Ana" }, { name: "Ana" });
  });

  it("keeps a refusal in the browser, toasting its first field error only when asked", async () => {
    const send = vi.fn(refusedBy(500));
    const quiet = await settleSubmission(schema, { initial: { name: "" }, send, errorTitle: "Erro" }, { name: "" });
    expect(quiet).toEqual({ name: ["Informe o nome."] });
    expect(toast.error).not.toHaveBeenCalled();
    await settleSubmission(schema, { initial: { name: "" }, send, errorTitle: "Erro", toastRefusal: true }, { name: "" });
    expect(toast.error).toHaveBeenCalledWith("Erro", { description: "Informe o nome." });
    expect(send).not.toHaveBeenCalled();
  });

  it("answers a 401 as a session that ended when the form has a router", async () => {
    const router = { push: vi.fn() };
    const errors = await settleSubmission(schema, { initial: { name: "" }, send: refusedBy(401), errorTitle: "Erro", signedOut: router }, { name: "Ana" });
    expect(errors).toEqual({});
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe("Usuário não autenticado. Faça login novamente.");
  });

  it("toasts a server failure with the fallback and keeps its field errors", async () => {
    const send = refusedBy(409, { fieldErrors: { name: ["Já existe."] } });
    const errors = await settleSubmission(
      schema,
      { initial: { name: "" }, send, errorTitle: "Erro ao salvar", fallback: (f) => `Erro: ${f.status}` },
      { name: "Ana" },
    );
    expect(errors).toEqual({ name: ["Já existe."] });
    expect(toast.error).toHaveBeenCalledWith("Erro ao salvar", { description: "Já existe." });
    await settleSubmission(
      schema,
      { initial: { name: "" }, send: refusedBy(503), errorTitle: "Erro ao salvar", fallback: (f) => `Erro: ${f.status}` },
      { name: "Ana" },
    );
    expect(toast.error).toHaveBeenLastCalledWith("Erro ao salvar", { description: "Erro: 503" });
  });

  it("lets check refuse before the schema and onFailure answer its own way", async () => {
    const send = vi.fn(refusedBy(409, { code: "TAKEN" }));
    const checked = await settleSubmission(schema, { initial: { name: "" }, check: () => ({ name: ["Antes."] }), send }, { name: "" });
    expect(checked).toEqual({ name: ["Antes."] });
    expect(send).not.toHaveBeenCalled();
    const onFailure = vi.fn((_: unknown, failure?: { code?: string }) => (failure?.code === "TAKEN" ? { name: ["Tomado."] } : undefined));
    const own = await settleSubmission(schema, { initial: { name: "" }, send, errorTitle: "Erro", onFailure }, { name: "Ana" });
    expect(own).toEqual({ name: ["Tomado."] });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
