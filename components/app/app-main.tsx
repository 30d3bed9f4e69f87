/**
 * The main column of the signed-in pages (catalogue, profile, flow, admin), below their AppHeader;
 * the skip link's target. Each page renders the two itself rather than through an app/(app)
 * layout: the router reuses a layout it has prefetched from a link elsewhere (the demo checkout, a
 * public page) when the page opens, so a header rendered there would show the account as it was
 * before a payment or a download.
 */
export function AppMain({ children }: { children: React.ReactNode }) {
  return (
    <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      {children}
    </main>
  );
}
