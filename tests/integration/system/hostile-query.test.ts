import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as listAdminFlows } from "@/app/api/admin/flows/route";
import { GET as listAdminUsers } from "@/app/api/admin/users/route";
import { GET as listOutboxRoute } from "@/app/api/dev/outbox/route";
import { GET as listFlows } from "@/app/api/flows/route";
import { GET as listContributions } from "@/app/api/admin/contributions/route";
import { resolveViewer } from "@/lib/auth/viewer";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// Query strings reach the database as text, and Postgres text cannot hold NUL (0x00): each of these
// used to be a 500. Control characters are dropped from query text and lone surrogates become U+FFFD.

const HOSTILE = ["%00", "a%00b", "%01%02%1F", "%7F", "%C2%85", "%ED%A0%80", "%00%00%00%00"];

async function userToken() {
  const user = await createUser();
  return tokenFor(user.email);
}

async function adminToken() {
  const admin = await createAdmin();
  return tokenFor(admin.email);
}

describe("GET /api/flows with control characters in the query", () => {
  it("answers 200 for a search, author or tag made of control characters, as if they were not there", async () => {
    const token = await userToken();
    await createFlow({ name: "Alfa Beta", tags: ["crm"] });
    for (const value of HOSTILE) {
      for (const key of ["search", "author"]) {
        const res = await listFlows(apiRequest("GET", `/api/flows?${key}=${value}`, { token }));
        expect(res.status, `${key}=${value}`).toBeLessThan(500);
        expect([200, 400], `${key}=${value}`).toContain(res.status);
      }
    }
    // NUL inside a word is dropped, so the search still finds the flow.
    const res = await listFlows(apiRequest("GET", "/api/flows?search=Al%00fa", { token }));
    expect(res.status).toBe(200);
    expect((await res.json()).flows.map((f: { name: string }) => f.name)).toEqual(["Alfa Beta"]);
    const author = await listFlows(apiRequest("GET", "/api/flows?search=%00&author=%00", { token }));
    expect(author.status).toBe(200);
    expect((await author.json()).flows).toHaveLength(1);
  });

  it("never answers 500 for tags or integration made of control characters", async () => {
    const token = await userToken();
    await createFlow({ name: "Alfa", tags: ["crm"] });
    for (const value of HOSTILE) {
      for (const query of [`tags=${value}`, `tags=crm&tags=${value}`, `integration=${value}`, `tags=c${value}rm`]) {
        const res = await listFlows(apiRequest("GET", `/api/flows?${query}`, { token }));
        expect([200, 400], query).toContain(res.status);
        if (res.status === 400) {
          const body = await res.json();
          expect(body.code).toBe("INVALID_INPUT");
          expect(body.message).toMatch(/^Dados inválidos/);
        }
      }
    }
    const res = await listFlows(apiRequest("GET", "/api/flows?tags=c%00rm", { token }));
    expect(res.status).toBe(200);
    expect((await res.json()).flows.map((f: { name: string }) => f.name)).toEqual(["Alfa"]);
  });

  it("refuses control characters in enum and number parameters with a 400, not a 500", async () => {
    const token = await userToken();
    for (const query of ["platform=%00", "trigger=%00", "complexity=%00", "sortBy=%00", "sortOrder=%00", "page=%00", "limit=1%00", "minScore=%00"]) {
      const res = await listFlows(apiRequest("GET", `/api/flows?${query}`, { token }));
      expect(res.status, query).toBe(400);
    }
  });
});

describe("GET /api/admin/flows and /api/admin/users with control characters in the query", () => {
  it("answers 200 for a search made of control characters", async () => {
    const token = await adminToken();
    await createFlow({ name: "Gama" });
    for (const value of HOSTILE) {
      const flows = await listAdminFlows(apiRequest("GET", `/api/admin/flows?search=${value}`, { token }));
      expect(flows.status, `flows search=${value}`).toBe(200);
      const users = await listAdminUsers(apiRequest("GET", `/api/admin/users?search=${value}`, { token }));
      expect(users.status, `users search=${value}`).toBe(200);
    }
    const flows = await listAdminFlows(apiRequest("GET", "/api/admin/flows?search=Ga%00ma", { token }));
    expect((await flows.json()).flows.map((f: { name: string }) => f.name)).toEqual(["Gama"]);
  });

  it("refuses control characters in the filters with a 400", async () => {
    const token = await adminToken();
    for (const query of ["status=%00", "platform=%00", "visibility=%00", "sort=%00", "page=%00"]) {
      const res = await listAdminFlows(apiRequest("GET", `/api/admin/flows?${query}`, { token }));
      expect(res.status, `flows ${query}`).toBe(400);
    }
    for (const query of ["status=%00", "role=%00", "page=%00"]) {
      const res = await listAdminUsers(apiRequest("GET", `/api/admin/users?${query}`, { token }));
      expect(res.status, `users ${query}`).toBe(400);
    }
    for (const query of ["status=%00", "page=%00"]) {
      const res = await listContributions(apiRequest("GET", `/api/admin/contributions?${query}`, { token }));
      expect(res.status, `contributions ${query}`).toBe(400);
    }
  });
});

describe("the demo outbox with control characters in `to`", () => {
  afterEach(() => {
    delete process.env.DEMO_MODE;
  });

  it("GET /api/dev/outbox answers 200 or 400, never 500", async () => {
    process.env.DEMO_MODE = "1";
    for (const value of [...HOSTILE, "a%00%40b.com", "usuario%40exemplo.com%00"]) {
      const res = await listOutboxRoute(apiRequest("GET", `/api/dev/outbox?to=${value}`), undefined);
      expect([200, 400], `to=${value}`).toContain(res.status);
    }
    const clean = await listOutboxRoute(apiRequest("GET", "/api/dev/outbox?to=usuario%40exemplo.com%00"), undefined);
    expect(clean.status).toBe(200);
  });

  it("the /dev/mailbox page renders for a `to` made of control characters", async () => {
    process.env.DEMO_MODE = "1";
    const { default: MailboxPage } = await import("@/app/dev/mailbox/page");
    for (const to of ["\u0000", "a\u0000@b.com", "\u0001\u001f", "\ud800", ["\u0000", "x"]]) {
      const page = MailboxPage({ params: Promise.resolve({}), searchParams: Promise.resolve({ to }) } as Parameters<typeof MailboxPage>[0]);
      await expect(page, JSON.stringify(to)).resolves.toBeTruthy();
    }
  });
});

describe("the catalogue page with control characters in the URL", () => {
  it("lists flows for ?search=%00 instead of failing", async () => {
    const token = await userToken();
    await createFlow({ name: "Delta" });
    const viewer = await resolveViewer(new Headers({ authorization: `Bearer ${token}` }));
    expect(viewer).not.toBeNull();
    vi.doMock("@/lib/auth/page-guards", () => ({ requirePageViewer: async () => viewer }));
    // Both renderings: the member's own, and the one the page cache shares between members.
    let shared = false;
    vi.doMock("@/lib/cache/render-token", () => ({ isSharedRender: async () => shared }));
    try {
      const { default: DashboardPage } = await import("@/app/(app)/dashboard/page");
      for (shared of [false, true]) {
        for (const search of ["\u0000", "De\u0000lta", "\ud800", "\u0007"]) {
          const page = DashboardPage({
            params: Promise.resolve({}),
            searchParams: Promise.resolve({ search, author: "\u0000", tags: ["\u0000"] }),
          } as Parameters<typeof DashboardPage>[0]);
          await expect(page, `${JSON.stringify(search)}${shared ? " (compartilhada)" : ""}`).resolves.toBeTruthy();
        }
      }
    } finally {
      vi.doUnmock("@/lib/auth/page-guards");
      vi.doUnmock("@/lib/cache/render-token");
    }
  });
});
