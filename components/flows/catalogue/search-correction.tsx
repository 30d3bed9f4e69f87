import Link from "next/link";

interface Props {
  /** What was typed ("watsapp"). */
  search: string;
  /** The corrected search the results are for ("whatsapp"). */
  suggestion: string;
  /** The same list with `search=<suggestion>` (other filters kept). */
  href: string;
}

/** Above the results when a typo was corrected: which search they are for, and a link to it. */
export function SearchCorrection({ search, suggestion, href }: Props) {
  return (
    <p className="text-sm" data-search-correction>
      Mostrando resultados para “{suggestion}” em vez de “{search}”. Você quis dizer{" "}
      <Link href={href} className="text-primary font-medium underline underline-offset-4">
        {suggestion}
      </Link>
      ?
    </p>
  );
}
