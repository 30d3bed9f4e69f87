import Link from "next/link";
import { ArrowRightIcon, GiftIcon, HeartHandshakeIcon, InfinityIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

const STAGES = [
  { icon: GiftIcon, title: "2 downloads grátis", text: "Toda conta nova começa com dois downloads para testar sem compromisso." },
  { icon: HeartHandshakeIcon, title: "Contribuição única", text: "Gostou? Contribua uma vez, no valor que quiser a partir do mínimo." },
  { icon: InfinityIcon, title: "Downloads ilimitados", text: "Baixe quantos fluxos precisar, sem mensalidade e sem renovação." },
];

/** The free-system box (docs/product-rules.md §17): two free downloads, then a one-off contribution. */
export function FreePlanSection() {
  return (
    <section id="gratis" aria-labelledby="gratis-titulo" className="pb-20 sm:pb-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="bg-primary text-primary-foreground relative isolate overflow-hidden rounded-3xl px-6 py-12 shadow-xl sm:px-12 sm:py-16">
          <div aria-hidden className="glow glow-highlight absolute -top-56 -right-56 -z-10 size-[34rem]" />
          <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
            <div>
              <p className="bg-highlight inline-block rounded-full px-3 py-1 text-sm font-semibold text-black">Sistema gratuito</p>
              <h2 id="gratis-titulo" className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                Comece grátis. Contribua só quando fizer sentido.
              </h2>
              <p className="mt-4 text-lg text-pretty">
                Navegar, buscar, pré-visualizar e avaliar fluxos é sempre livre. Você ganha 2 downloads gratuitos e, quando eles acabarem, uma contribuição
                única libera downloads ilimitados.
              </p>
              <Button asChild size="lg" variant="secondary" className="mt-8">
                <Link href="/login">
                  Começar Grátis <ArrowRightIcon aria-hidden />
                </Link>
              </Button>
            </div>

            <ol className="grid gap-4">
              {STAGES.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="bg-primary-foreground/10 ring-primary-foreground/25 flex items-start gap-4 rounded-2xl p-5 ring-1">
                  <span className="bg-primary-foreground text-primary grid size-11 shrink-0 place-items-center rounded-xl">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h3 className="font-semibold">
                      <span aria-hidden className="mr-1.5 text-sm tabular-nums">
                        0{index + 1}
                      </span>
                      {title}
                    </h3>
                    <p className="mt-1 text-sm">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-center text-sm text-pretty">
          Baixar novamente um fluxo que você já baixou não consome downloads: ele continua disponível no seu histórico.
        </p>
      </div>
    </section>
  );
}
