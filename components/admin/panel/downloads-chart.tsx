import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import { barPercent, countScale, formatDayLong, formatDayShort, summarizeSeries } from "./chart";
import type { DayCount } from "@/lib/system/daily-series";
import { formatCount, formatNumber } from "@/lib/format";

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/**
 * Downloads per day as an inline SVG bar chart. Bars only live in the SVG (stretched to any width);
 * labels are HTML so they keep their size on a phone. Screen readers get the summary sentence, and
 * everyone can open the same numbers as a table.
 */
export function DownloadsChart({ series }: { series: DayCount[] }) {
  const { max, ticks } = countScale(series.map((d) => d.count));
  const { total, average, peak } = summarizeSeries(series);
  const first = series[0];
  const last = series.at(-1);
  const middle = series[Math.floor(series.length / 2)];
  const summary =
    total === 0
      ? `Nenhum download nos últimos ${series.length} dias.`
      : `${formatCount(total, "download", "downloads")} nos últimos ${series.length} dias, média de ${average > 0 ? decimal.format(average) : "menos de 0,1"} por dia` +
        (peak ? `; pico de ${formatNumber(peak.count)} em ${formatDayLong(peak.date)}.` : ".");

  return (
    <figure className="grid grid-cols-[minmax(0,1fr)] gap-4" aria-labelledby="downloads-chart-title">
      <figcaption className="grid gap-1">
        <h2 id="downloads-chart-title" className="leading-none font-semibold">
          Downloads por dia
        </h2>
        <p id="downloads-chart-summary" className="text-muted-foreground text-sm">
          {summary}
        </p>
      </figcaption>
      <div className="flex gap-2">
        <div className="text-muted-foreground relative h-48 w-8 shrink-0 text-right text-xs tabular-nums" aria-hidden>
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2 leading-none" style={{ bottom: `${(tick / max) * 100}%` }}>
              {formatNumber(tick)}
            </span>
          ))}
        </div>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="relative h-48">
            {ticks.map((tick) => (
              <div key={tick} className="border-border absolute inset-x-0 border-t border-dashed" style={{ bottom: `${(tick / max) * 100}%` }} aria-hidden />
            ))}
            <svg
              viewBox={`0 0 ${series.length} 100`}
              preserveAspectRatio="none"
              className="absolute inset-0 size-full overflow-visible"
              role="img"
              aria-labelledby="downloads-chart-title downloads-chart-summary"
            >
              {series.map((day, i) => {
                const height = barPercent(day.count, max);
                return (
                  <rect
                    key={day.date}
                    x={i + 0.15}
                    y={100 - height}
                    width={0.7}
                    height={height}
                    className={i === series.length - 1 ? "fill-primary" : "fill-primary/70"}
                  >
                    <title>{`${formatDayLong(day.date)}: ${formatCount(day.count, "download", "downloads")}`}</title>
                  </rect>
                );
              })}
            </svg>
          </div>
          {first && last && middle && (
            <div className="text-muted-foreground flex justify-between text-xs tabular-nums" aria-hidden>
              <span>{formatDayShort(first.date)}</span>
              <span>{formatDayShort(middle.date)}</span>
              <span>{formatDayShort(last.date)}</span>
            </div>
          )}
        </div>
      </div>
      <details className="group text-sm">
        <summary className="text-primary focus-visible:ring-ring/50 w-fit cursor-pointer rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]">
          Ver os dados em tabela
        </summary>
        <DataTable label={`Downloads por dia nos últimos ${series.length} dias`} className="min-w-0" boxClassName="mt-2 max-h-72 overflow-y-auto">
          <THead className="bg-muted sticky top-0">
            <Th>Data</Th>
            <Th className="text-right">Downloads</Th>
          </THead>
          <tbody>
            {series.map((day) => (
              <Tr key={day.date}>
                <Td className="py-1.5 tabular-nums">{formatDayLong(day.date)}</Td>
                <Td className="py-1.5 text-right tabular-nums">{formatNumber(day.count)}</Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </figure>
  );
}
