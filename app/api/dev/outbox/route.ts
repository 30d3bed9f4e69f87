import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";
import { handle } from "@/lib/http/handler";
import { queryText } from "@/lib/http/query";
import { listOutbox } from "@/lib/mail/outbox";

const query = z.object({ to: queryText().pipe(emailSchema).optional() });

// GET /api/dev/outbox?to=EMAIL – demo only: e-mails sent to that address, newest first
export const GET = handle(async (req) => {
  const { to } = query.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listOutbox(to), { headers: { "Cache-Control": "no-store" } });
});
