/**
 * docs/product-rules.md §15: a discreet notice whenever the app runs in demo mode. Hidden unless <html> has
 * `data-demo`, set before the first paint from a cookie the demo server sends (lib/page-flags.ts).
 */
export function DemoBanner() {
  return (
    // A landmark of its own: everything on the page sits in one (axe "region").
    <aside aria-label="Aviso do modo demonstração" className="bg-highlight hidden text-[13px] text-black [html[data-demo]_&]:block">
      <p className="mx-auto max-w-6xl px-4 py-1 text-center">
        <strong>Modo demonstração</strong> — e-mails ficam na{" "}
        <a className="font-medium underline underline-offset-2" href="/dev/mailbox">
          caixa de saída local
        </a>{" "}
        e pagamentos usam um checkout de teste.
      </p>
    </aside>
  );
}
