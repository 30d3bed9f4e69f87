/** DECISIONS §2: a discreet notice whenever the app runs in demo mode. */
export function DemoBanner() {
  return (
    <div className="bg-highlight text-[13px] text-black">
      <p className="mx-auto max-w-6xl px-4 py-1 text-center">
        <strong>Modo demonstração</strong> — e-mails ficam na{" "}
        <a className="font-medium underline underline-offset-2" href="/dev/mailbox">
          caixa de saída local
        </a>{" "}
        e pagamentos usam um checkout de teste.
      </p>
    </div>
  );
}
