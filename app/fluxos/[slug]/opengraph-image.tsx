import { createHash } from "node:crypto";
import { ImageResponse } from "next/og";
import { COMPLEXITY_BY_SLUG } from "@/lib/workflow/graph/complexity";
import { PLATFORM_LABELS } from "@/lib/workflow/platform-labels";
import { findPublicFlowCard } from "@/lib/flows/public";
import { formatCount } from "@/lib/format";
import { askedForEtag, loadOgFonts, OG_COLORS as COLORS } from "@/lib/seo/og-image";
import { ogText } from "@/lib/seo/og-text";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";

// GET /fluxos/{slug}/opengraph-image – the picture link previews show: name, tool, complexity, steps

export const alt = "Cartão do fluxo na Fluxoteca: nome, ferramenta, complexidade e número de etapas";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** Bump when the picture's design changes: caches then fetch the new one. */
const DESIGN = "2";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const flow = await findPublicFlowCard(slug);
  // Only published flows have a picture; anything else is as unknown as on the page.
  if (!flow) return new Response("Fluxo não encontrado", { status: 404, headers: { "Cache-Control": "no-store" } });
  const name = ogText(flow.name, 110);
  const facts = [PLATFORM_LABELS[flow.platform], COMPLEXITY_BY_SLUG[flow.complexity] ?? "Simples", formatCount(flow.nodeCount, "etapa", "etapas")];
  // The picture is made of these texts alone: a cache that has it asks again for a 304, not a new render.
  const etag = `"${createHash("sha1")
    .update(JSON.stringify([DESIGN, name, facts]))
    .digest("base64url")
    .slice(0, 22)}"`;
  // Every cache may keep it as long as the flow's page, and drops it as soon (lib/cache/http-cache.ts).
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
        <div style={{ marginLeft: "auto", fontSize: 26, color: COLORS.muted }}>Fluxos prontos de automação</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ width: 96, height: 8, borderRadius: 4, background: COLORS.highlight }} />
        <div style={{ fontSize: name.length > 60 ? 56 : 68, fontWeight: 600, lineHeight: 1.12, letterSpacing: -1, display: "flex" }}>{name}</div>
      </div>
      <div style={{ display: "flex", gap: 16 }}>
        {facts.map((fact, i) => (
          <div
            key={fact}
            style={{
              display: "flex",
              padding: "12px 26px",
              borderRadius: 999,
              fontSize: 30,
              background: i === 0 ? COLORS.brand : COLORS.card,
              color: i === 0 ? COLORS.brandInk : COLORS.text,
              border: `2px solid ${i === 0 ? COLORS.brand : "#2b3b38"}`,
              fontWeight: i === 0 ? 600 : 400,
            }}
          >
            {fact}
          </div>
        ))}
      </div>
    </div>,
    {
      ...size,
      ...(faces && { fonts: faces }),
      headers: cacheHeaders,
    },
  );
}
