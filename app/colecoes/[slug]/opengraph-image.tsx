import { createHash } from "node:crypto";
import { ImageResponse } from "next/og";
import { findOpenCollection } from "@/lib/collections/queries";
import { formatCount } from "@/lib/format";
import { askedForEtag, loadOgFonts, OG_COLORS as COLORS } from "@/lib/seo/og-image";
import { ogText } from "@/lib/seo/og-text";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";

// GET /colecoes/{slug}/opengraph-image – the picture link previews show: the collection's name, its
// owner and how many flows it has. Drawn like a flow's (app/fluxos/[slug]/opengraph-image.tsx).

export const alt = "Cartão da coleção na Fluxoteca: nome, quem organizou e número de fluxos";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** Bump when the picture's design changes: caches then fetch the new one. */
const DESIGN = "1";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const collection = await findOpenCollection(slug);
  // Only a collection open to all has a picture; anything else is as unknown as on the page.
  if (!collection) return new Response("Coleção não encontrada", { status: 404, headers: { "Cache-Control": "no-store" } });
  const name = ogText(collection.name, 90) || "Coleção";
  const owner = ogText(`por ${collection.owner.name}`, 60);
  const count = formatCount(collection.flowCount, "fluxo", "fluxos");
  // The picture is made of these texts alone: a cache that has it asks again for a 304, not a new render.
  const etag = `"${createHash("sha1")
    .update(JSON.stringify([DESIGN, name, owner, count]))
    .digest("base64url")
    .slice(0, 22)}"`;
  // Every cache may keep it as long as the collection's page, and drops it as soon (lib/cache/http-cache.ts).
  const cacheHeaders = { "Cache-Control": PUBLIC_CACHE_CONTROL, ETag: etag };
  if ((await askedForEtag()) === etag) return new Response(null, { status: 304, headers: cacheHeaders });
  const faces = await loadOgFonts();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: COLORS.background,
        color: COLORS.text,
        fontFamily: "Geist",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div style={{ width: 64, height: 64, borderRadius: 16, background: COLORS.brand, display: "flex", alignItems: "center", justifyContent: "center" }}>
          <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke={COLORS.brandInk} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <rect width="8" height="8" x="3" y="3" rx="2" />
            <path d="M7 11v4a2 2 0 0 0 2 2h4" />
            <rect width="8" height="8" x="13" y="13" rx="2" />
          </svg>
        </div>
        <div style={{ fontSize: 40, fontWeight: 600, letterSpacing: -0.5 }}>Fluxoteca</div>
        <div style={{ marginLeft: "auto", fontSize: 26, color: COLORS.muted }}>Coleção de fluxos</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ width: 96, height: 8, borderRadius: 4, background: COLORS.highlight }} />
        <div style={{ fontSize: name.length > 50 ? 56 : 68, fontWeight: 600, lineHeight: 1.12, letterSpacing: -1, display: "flex" }}>{name}</div>
      </div>
      <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
        <div
          style={{
            display: "flex",
            padding: "12px 26px",
            borderRadius: 999,
            fontSize: 30,
            fontWeight: 600,
            background: COLORS.brand,
            color: COLORS.brandInk,
            border: `2px solid ${COLORS.brand}`,
          }}
        >
          {count}
        </div>
        <div
          style={{
            display: "flex",
            padding: "12px 26px",
            borderRadius: 999,
            fontSize: 30,
            background: COLORS.card,
            color: COLORS.text,
            border: "2px solid #2b3b38",
            maxWidth: 820,
            overflow: "hidden",
          }}
        >
          {owner}
        </div>
      </div>
    </div>,
    {
      ...size,
      ...(faces && { fonts: faces }),
      headers: cacheHeaders,
    },
  );
}
