import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { approveFlow, rejectFlow, setFlowsVisibility } from "@/lib/flows/mutations";
import { countPendingFlows, listAdminFlows } from "@/lib/flows/queries";
import { adminListFlowsSchema, bulkVisibilitySchema } from "@/lib/flows/schemas";
import { AppError } from "@/lib/http/errors";
import { countContributionsByStatus, listContributions } from "@/lib/payments/queries";
import { listContributionsSchema } from "@/lib/payments/schemas";
import { updateSettings } from "@/lib/settings/mutations";
import { getAdminStats, getSystemInfo } from "@/lib/system/queries";
import { createUser as createAccount, deleteUser, updateUser } from "@/lib/users/mutations";
import { getUserSummary, listUsers } from "@/lib/users/queries";
import { listUsersSchema } from "@/lib/users/schemas";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";

// The admin check lives in the domain functions themselves (lib/auth/viewer.ts assertAdmin), so a
// route or page that forgot its own check would still get nothing.
describe("admin-only domain functions", () => {
  it("refuse any viewer but an admin, before reading or changing anything", async () => {
    const [user, other] = await Promise.all([createUser(), createUser({ name: "Outra Pessoa" })]);
    const flow = await createFlow({ status: "PENDING", isPublic: false });
    const viewer = { id: user.id, role: "USER" as const };
    const calls: [string, () => Promise<unknown>][] = [
      ["listAdminFlows", () => listAdminFlows({ viewer, input: adminListFlowsSchema.parse({}) })],
      ["countPendingFlows", () => countPendingFlows(viewer)],
      ["approveFlow", () => approveFlow({ flowId: flow.id, viewer })],
      ["rejectFlow", () => rejectFlow({ flowId: flow.id, reason: "Fora do escopo", viewer })],
      ["setFlowsVisibility", () => setFlowsVisibility({ viewer, input: bulkVisibilitySchema.parse({ ids: [flow.id], isPublic: true }) })],
      ["listUsers", () => listUsers({ viewer, input: listUsersSchema.parse({}) })],
      ["getUserSummary", () => getUserSummary(viewer)],
      ["createUser", () => createAccount({ viewer, input: { name: "Nova Conta", email: "nova@exemplo.com.br", password: "Senha-forte-123", role: "ADMIN" } })],
      ["updateUser", () => updateUser({ viewer, userId: other.id, input: { role: "ADMIN" } })],
      ["deleteUser", () => deleteUser({ viewer, userId: other.id })],
      ["listContributions", () => listContributions({ viewer, input: listContributionsSchema.parse({}) })],
      ["countContributionsByStatus", () => countContributionsByStatus(viewer)],
      ["updateSettings", () => updateSettings({ viewer, values: { free_download_limit: "50" } })],
      ["getAdminStats", () => getAdminStats(viewer)],
      ["getSystemInfo", () => getSystemInfo(viewer)],
    ];
    for (const [name, call] of calls) {
      await expect(call(), name).rejects.toBeInstanceOf(AppError);
      await expect(call(), name).rejects.toMatchObject({ code: "FORBIDDEN", message: "Apenas administradores podem acessar esta área." });
    }

    const [row] = await db.select().from(schema.flows).where(eq(schema.flows.id, flow.id));
    expect(row).toMatchObject({ status: "PENDING", isPublic: false });
    expect(await db.select().from(schema.flowModerations)).toEqual([]);
    expect(await db.select().from(schema.settings)).toEqual([]);
    const users = await db.select({ id: schema.users.id, role: schema.users.role }).from(schema.users);
    expect(users).toHaveLength(2);
    expect(users.every((u) => u.role === "USER")).toBe(true);
  });

  it("answer an admin", async () => {
    const admin = await createAdmin();
    await createFlow({ status: "PENDING" });
    const viewer = { id: admin.id, role: "ADMIN" as const };
    expect(await countPendingFlows(viewer)).toBe(1);
    expect((await getUserSummary(viewer)).admins).toBe(1);
    expect((await listAdminFlows({ viewer, input: adminListFlowsSchema.parse({ status: "PENDING" }) })).pagination.total).toBe(1);
  });
});
