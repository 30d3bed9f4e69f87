import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { queueDailyMails } from "@/lib/jobs/daily-mails";
import { createFlow, createUser } from "../../helpers/factories";

describe("the daily e-mails job", () => {
  it("queues the review digest that is due, once, even when several passes run at once", async () => {
    const author = await createUser({ name: "Autora" });
    const reader = await createUser({ name: "Leitor" });
    const flow = await createFlow({ authorId: author.id, name: "Agenda" });
    await db.insert(schema.reviews).values({ flowId: flow.id, userId: reader.id, rating: 4, comment: "Bom", createdAt: sql`now() - make_interval(mins => 5)` });

    await Promise.all([queueDailyMails(), queueDailyMails(), queueDailyMails()]);
    await queueDailyMails();
    const mails = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, author.email));
    expect(mails.map((m) => m.subject)).toEqual(["Nova avaliação de “Agenda”"]);
  });
});
