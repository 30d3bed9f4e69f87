import Link from "next/link";
import { ArrowRightIcon, CheckIcon, CompassIcon, SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatRoundedDown } from "@/lib/format";
import type { PublicStats } from "@/lib/system/dto";
import { HeroIllustration } from "./hero-illustration";

const HIGHLIGHTS = ["2 downloads grátis", "Sem assinatura", "Feito em português"];

/** Figures measured in the database (lib/system/queries.ts), shown rounded down. */
export function HeroSection({ stats }: { stats: PublicStats }) {
  const figures = [
    { value: formatRoundedDown(stats.flows), label: "workflows" },
    { value: formatRoundedDown(stats.users), label: stats.users === 1 ? "usuário ativo" : "usuários ativos" },
    { value: formatRoundedDown(stats.downloads), label: "downloads" },
  ];
  return (
    <section aria-labelledby="hero-titulo" className="relative isolate overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] [background-size:22px_22px]" />
        <div className="glow glow-hero absolute -top-80 left-1/2 size-[56rem] -translate-x-1/2" />
      </div>

      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-10 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="bg-card text-muted-foreground inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm shadow-xs">
            <SparklesIcon className="text-primary size-4" aria-hidden />
            Fluxos prontos para n8n, Typebot e Make
          </p>
          <h1 id="hero-titulo" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Pare de montar automações do zero.{" "}
            <span className="text-primary relative whitespace-nowrap">
              Baixe, importe
              <span aria-hidden className="bg-highlight/70 dark:bg-highlight/25 absolute inset-x-0 bottom-1 -z-10 h-3 rounded-sm sm:h-4" />
            </span>{" "}
            e use.
          </h1>
          <p className="text-muted-foreground mx-auto mt-6 max-w-xl text-lg text-pretty lg:mx-0">
            A Fluxoteca é o catálogo brasileiro de workflows de automação. Encontre fluxos testados pela comunidade, veja o JSON antes de baixar e coloque seu
            projeto no ar em minutos.
          </p>

          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg">
              <Link href="/login">
                Começar Grátis <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/fluxos">
                <CompassIcon aria-hidden /> Explorar fluxos
              </Link>
            </Button>
          </div>

          <ul className="text-muted-foreground mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm lg:justify-start">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckIcon className="text-primary size-4" aria-hidden />
                {item}
              </li>
            ))}
          </ul>

          <dl className="mx-auto mt-10 grid max-w-lg grid-cols-3 gap-4 border-t pt-8 lg:mx-0 lg:max-w-none">
            {figures.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-muted-foreground text-sm">{stat.label}</dt>
                <dd className="text-2xl font-bold tracking-tight sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <HeroIllustration />
      </div>
    </section>
  );
}
