import localFont from "next/font/local";

export { GeistSans } from "geist/font/sans";

// The monospace face only shows in JSON previews and code, so it is not preloaded on every page
// (it is 70 KB): the browser fetches it the first time such text is drawn.
export const GeistMono = localFont({
  src: "../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "SFMono-Regular", "Roboto Mono", "Menlo", "Monaco", "Liberation Mono", "DejaVu Sans Mono", "Courier New", "monospace"],
  weight: "100 900",
});
