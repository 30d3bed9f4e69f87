import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { headers } from "next/headers";

// What the link pictures (app/fluxos/[slug] and app/colecoes/[slug] opengraph-image.tsx) share:
// the palette, the app's own font and the validator the client sent.

export const OG_COLORS = {
  background: "#0f1716",
  card: "#16211f",
  text: "#f1f6f4",
  muted: "#a3b5b0",
  brand: "#3cc497",
  brandInk: "#0b1f19",
  highlight: "#e9c83d",
};

// The app's own face, read from the installed package: nothing is fetched over the network. Without
// the files the image uses next/og's bundled Geist Regular alone.
const FONT_DIR = path.join(process.cwd(), "node_modules/geist/dist/fonts/geist-sans");
type Font = { name: string; data: ArrayBuffer; weight: 400 | 600; style: "normal" };
let fonts: Promise<Font[] | undefined> | undefined;

async function readFont(file: string, weight: Font["weight"]): Promise<Font> {
  const data = await readFile(path.join(FONT_DIR, file));
  return { name: "Geist", data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer, weight, style: "normal" };
}

/** Geist Regular and SemiBold, read once per process. */
export function loadOgFonts(): Promise<Font[] | undefined> {
  fonts ??= Promise.all([readFont("Geist-Regular.ttf", 400), readFont("Geist-SemiBold.ttf", 600)]).catch(() => undefined);
  return fonts;
}

/** The validator the client already holds; none when the picture is drawn outside a request. */
export async function askedForEtag(): Promise<string | null> {
  try {
    return (await headers()).get("if-none-match");
  } catch {
    return null;
  }
}
