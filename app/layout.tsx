import type { Metadata, Viewport } from "next";
import { GeistMono, GeistSans } from "./fonts";
import { Providers } from "@/components/providers";
import { DemoBanner } from "@/components/layout/demo-banner";
import { PAGE_FLAGS_SCRIPT } from "@/lib/page-flags";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL ?? "http://localhost:3000"),
  title: {
    default: "Fluxoteca — fluxos prontos de n8n, Typebot e Make",
    template: "%s · Fluxoteca",
  },
  description:
    "Catálogo brasileiro de fluxos de automação prontos para n8n, Typebot e Make. Encontre, visualize, baixe e avalie workflows criados pela comunidade.",
  applicationName: "Fluxoteca",
  keywords: ["n8n", "Typebot", "Make", "automação", "workflows", "fluxos", "no-code"],
  openGraph: {
    type: "website",
    locale: "pt_BR",
    siteName: "Fluxoteca",
    title: "Fluxoteca — fluxos prontos de n8n, Typebot e Make",
    description: "Workflows de automação prontos para n8n, Typebot e Make, em português.",
  },
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f8fbfa" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1716" },
  ],
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="pt-BR" suppressHydrationWarning className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <head>
        {/* Demo mode and the account hint (lib/page-flags.ts), applied before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: PAGE_FLAGS_SCRIPT }} />
      </head>
      <body className="min-h-dvh font-sans">
        <a
          href="#conteudo"
          className="bg-primary text-primary-foreground sr-only z-[100] rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        <DemoBanner />
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
