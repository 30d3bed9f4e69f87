import { clientIp } from "@/lib/http/request";
import { handle } from "@/lib/http/handler";
import { limitSuggestions, suggestQuerySchema, suggestSearch } from "@/lib/flows/search/suggest";

// GET /api/flows/suggest?q= – suggestions as you type (tags and names of the public catalogue, 8 at
// most); no session needed, rate-limited per address
export const GET = handle(async (req) => {
  await limitSuggestions(clientIp(req));
  const { q } = suggestQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(
    { suggestions: await suggestSearch(q) },
    // The same answer for everyone until the catalogue changes; a minute old at most.
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
});
