// pt-BR formatting helpers. Formatters are built once: Intl constructors are costly on hot paths.
const TIME_ZONE = "America/Sao_Paulo";

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const monthYear = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: TIME_ZONE });
const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const integer = new Intl.NumberFormat("pt-BR");
const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToOneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** `dd/mm/aaaa hh:mm` in Brasília time. */
export function formatDateTime(value: Date | string | number): string {
  return dateTime.format(toDate(value)).replace(",", "");
}

/** `dd/mm/aaaa` in Brasília time. */
export function formatDate(value: Date | string | number): string {
  return dateOnly.format(toDate(value));
}

/** `março de 2024` in Brasília time ("Membro desde março de 2024"). */
export function formatMonthYear(value: Date | string | number): string {
  return monthYear.format(toDate(value));
}

/** `R$ 15,00`. Intl puts a no-break space after the symbol; a plain space reads and copies better. */
export function formatMoney(reais: number): string {
  return money.format(reais).replace(/\u00a0/g, " ");
}

/** `1.234,50`: an amount without the currency symbol, for texts that spell "R$" themselves. */
export function formatDecimal(value: number): string {
  return twoDecimals.format(value);
}

/** Money kept as integer cents in the database. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** `1.234` */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/**
 * A measured figure, rounded down (to tens, or to its two leading digits from 100 on) and marked as
 * a floor: 61 → "60+", 1.134 → "1.100+", 25.480 → "25.000+". Below 10 it is exact.
 */
export function formatRoundedDown(value: number): string {
  if (value < 10) return formatNumber(Math.max(0, Math.floor(value)));
  const step = 10 ** Math.max(1, Math.floor(Math.log10(value)) - 1);
  return `${formatNumber(Math.floor(value / step) * step)}+`;
}

/** Scores are shown with one decimal: `4,5`. */
export function formatScore(score: number): string {
  return oneDecimal.format(Math.round(score * 10) / 10);
}

/** A mean rating with the number of reviews it rests on: `4,7 (38)`. */
export function formatRating(score: number, reviewCount: number): string {
  return `${formatScore(score)} (${integer.format(reviewCount)})`;
}

/** The same for screen readers: `Nota 4,7 de 5, 38 avaliações`. */
export function ratingLabel(score: number, reviewCount: number): string {
  return `Nota ${formatScore(score)} de 5, ${formatCount(reviewCount, "avaliação", "avaliações")}`;
}

/** `1 download`, `2 downloads`, `1.234 avaliações`. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${integer.format(count)} ${count === 1 ? singular : plural}`;
}

/** Cuts `text` to `max` characters with an ellipsis (names in headers and dialog titles, docs/product-rules.md §17). */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `734 B`, `12,5 KB`, `1,2 GB` (powers of 1024). */
export function formatBytes(value: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let n = Math.max(0, value);
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit += 1;
  }
  return `${upToOneDecimal.format(unit === 0 ? Math.round(n) : n)} ${units[unit]}`;
}

/** `+12,5%`, `-3%`, `0%`: a growth rate with its sign. */
export function formatGrowth(rate: number): string {
  const sign = rate > 0 ? "+" : rate < 0 ? "-" : "";
  return `${sign}${upToOneDecimal.format(Math.abs(rate))}%`;
}

/**
 * "Automação de Cobrança via WhatsApp!" → "automacao-de-cobranca-via-whatsapp" (at most 60
 * characters); `fallback` when nothing of the text is left.
 */
export function slugify(text: string, fallback = "fluxo"): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || fallback;
}

/** "v2", as versions are named on screen and in e-mails. */
export const versionLabel = (version: number) => `v${version}`;
