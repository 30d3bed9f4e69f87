export const dynamic = "force-dynamic";

// A fixed ~8 KB JSON body, built once: the route handler's cost with no work at all.
const body = JSON.stringify({
  flows: Array.from({ length: 40 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    name: `Fluxo de referência ${i + 1}`,
    description: "Texto fixo do mesmo tamanho de uma descrição curta do catálogo.",
    platform: "N8N",
    score: 4.5,
    downloadCount: 100 + i,
  })),
});

export function GET() {
  return new Response(body, { headers: { "Content-Type": "application/json" } });
}
