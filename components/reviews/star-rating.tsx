"use client";

import { useId, useState } from "react";
import { StarIcon } from "lucide-react";
import { clsx } from "clsx";
import { RATING_MAX } from "@/lib/reviews/bounds";

// Plain clsx: no caller's class conflicts with these, and tailwind-merge would add 8 KB gzip to a public flow page.
const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

function Star({ filled, className }: { filled: boolean; className?: string }) {
  return <StarIcon aria-hidden className={clsx(filled ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50", className)} />;
}

// The read-only stars as one small SVG: a review list draws 5 of them per review, and five lucide
// icons each (about 650 bytes of markup apiece) made up a third of a flow page's HTML.
const STAR = [12, 2, 15.09, 8.26, 22, 9.27, 17, 14.14, 18.18, 21.02, 12, 17.77, 5.82, 21.02, 7, 14.14, 2, 9.27, 8.91, 8.26];
const STAR_STEP = 27; // a 24-unit star and a gap, as the input's stars sit
const STAR_POINTS = STARS.map((n) => STAR.map((v, i) => (i % 2 === 0 ? +(v + (n - 1) * STAR_STEP).toFixed(2) : v)).join(" "));

/** Read-only stars, announced as 'Nota N de 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={`Nota ${rating} de ${RATING_MAX}`}
      viewBox={`0 0 ${RATING_MAX * STAR_STEP - 3} 24`}
      strokeWidth={2}
      strokeLinejoin="round"
      className={clsx("h-4 w-22 shrink-0", className)}
    >
      {STAR_POINTS.map((points, i) => (
        <polygon key={points} points={points} className={i < rating ? "fill-amber-400 stroke-amber-400" : "stroke-muted-foreground/50 fill-none"} />
      ))}
    </svg>
  );
}

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * The 1–5 picker. Native radio inputs give radio-group semantics and arrow-key selection for free;
 * each one covers its star so a click, a tap or a keyboard press all pick the same value.
 */
export function StarRatingInput({ value, onChange, label = "Sua nota", error, disabled }: StarRatingInputProps) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
      className="grid gap-1.5"
    >
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-medium">
        {label}
      </legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHovered(n)}
            className="has-[:focus-visible]:ring-ring/50 relative cursor-pointer rounded-sm p-0.5 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-[3px]"
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            />
            <Star filled={n <= shown} className="size-7 transition-colors" />
            <span className="sr-only">
              Nota {n} de {RATING_MAX}
            </span>
          </label>
        ))}
        <span className="text-muted-foreground ml-2 text-sm" aria-hidden>
          {value ? `${value}/${RATING_MAX}` : ""}
        </span>
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-destructive text-sm empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
