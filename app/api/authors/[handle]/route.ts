import { authorJson } from "@/lib/cache/author-api";
import { authorPageNumber, AUTHOR_NOT_FOUND } from "@/lib/authors/queries";
import { handle } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";

// Public: the same data as the page, which anyone may read. Counters may be a minute old, as on lists.
const PUBLIC_CACHE = { "Cache-Control": "public, max-age=60" };

// GET /api/authors/{handle} – a public creator page: profile, totals and a page of its flows (?page=)
export const GET = handle(async (req, ctx: RouteContext<"/api/authors/[handle]">) => {
  const { handle: raw } = await ctx.params;
  const url = new URL(req.url);
  const result = await authorJson(raw, authorPageNumber(url.searchParams.get("page")));
  if (result.kind === "missing") throw new AppError("NOT_FOUND", AUTHOR_NOT_FOUND);
  if (result.kind === "redirect") {
    // An earlier handle: 308 to the current address (the query kept), and the new handle in the body
    // for clients that do not follow redirects.
    const location = `/api/authors/${result.handle}${url.search}`;
    return Response.json(
      { message: "Este autor mudou de endereço", handle: result.handle, location },
      { status: 308, headers: { ...PUBLIC_CACHE, Location: location } },
    );
  }
  return new Response(result.json, { headers: { "Content-Type": "application/json", ...PUBLIC_CACHE } });
});
