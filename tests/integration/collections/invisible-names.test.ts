import { describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/collections/route";
import { PATCH as patch } from "@/app/api/collections/[id]/route";
import { createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// A collection's name shows on its public page, the landing page, n8n's library and the admin
// panel (docs/product-rules.md §27): one that draws nothing, or hides characters in it, must not pass.

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

describe("collection names that draw nothing", () => {
  it("refuses names made of Hangul fillers or padded to length with zero-width characters", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email);
    for (const name of ["\u3164\u3164\u3164", "\uFFA0\uFFA0\uFFA0", "\u115F\u1160\u3164", "a\u200B\u200B", "b\uFEFF\u2060", "\u3164\u3164x"]) {
      const res = await json(await create(apiRequest("POST", "/api/collections", { token, body: { name } })));
      expect(res.status, JSON.stringify(name)).toBe(400);
    }
    const created = await json(
      await create(apiRequest("POST", "/api/collections", { token, body: { name: "Ven\u200Bdas\u2060 do mês", description: "Um\uFEFF texto" } })),
    );
    expect(created.status).toBe(201);
    expect(created.body.name).toBe("Vendas do mês");
    expect(created.body.description).toBe("Um texto");
    // Emoji sequences and Persian/Indic joiners are text, not padding: they stay.
    const emoji = await json(await create(apiRequest("POST", "/api/collections", { token, body: { name: "Time 👩\u200D💻 dev" } })));
    expect(emoji.status).toBe(201);
    expect(emoji.body.name).toBe("Time 👩\u200D💻 dev");
    const renamed = await json(
      await patch(
        apiRequest("PATCH", `/api/collections/${created.body.id}`, { token, body: { name: "\u3164\u3164\u3164\u3164" } }),
        params({ id: created.body.id }),
      ),
    );
    expect(renamed.status).toBe(400);
  });
});
