type IconNode = readonly (readonly ["path" | "circle", Readonly<Record<string, string>>])[];

export interface StaticIconData {
  /** lucide's class names for the icon (`lucide-<name>` and its aliases). */
  names: string;
  node: IconNode;
}

// lucide-react draws every icon through a client component (for its optional context), so an icon
// costs lucide's renderer (about 1 KB gzip) in the chunk of each client boundary that shows one. The
// error and 404 screens are boundaries of every page: they draw these copies instead
// (tests/unit/ui/static-icon.test.ts checks each is what lucide-react renders). The icons of the
// signed-in header and the catalogue's client components are in ./app-icons.ts.
export const TRIANGLE_ALERT: StaticIconData = {
  names: "lucide-triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert",
  node: [
    ["path", { d: "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" }],
    ["path", { d: "M12 9v4" }],
    ["path", { d: "M12 17h.01" }],
  ],
};

export const REFRESH_CW: StaticIconData = {
  names: "lucide-refresh-cw",
  node: [
    ["path", { d: "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" }],
    ["path", { d: "M21 3v5h-5" }],
    ["path", { d: "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" }],
    ["path", { d: "M8 16H3v5" }],
  ],
};

export const SEARCH_X: StaticIconData = {
  names: "lucide-search-x",
  node: [
    ["path", { d: "m13.5 8.5-5 5" }],
    ["path", { d: "m8.5 8.5 5 5" }],
    ["circle", { cx: "11", cy: "11", r: "8" }],
    ["path", { d: "m21 21-4.3-4.3" }],
  ],
};

export const HOUSE: StaticIconData = {
  names: "lucide-house lucide-home",
  node: [
    ["path", { d: "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" }],
    ["path", { d: "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" }],
  ],
};

/**
 * A lucide icon, the same markup as lucide-react's: decorative (`aria-hidden`), or named by `label`
 * when it is the only sign of something (a spinner). Classes joined by hand: no clsx in the chunks
 * of the error screens.
 */
export function StaticIcon({ icon, className, label }: { icon: StaticIconData; className?: string; label?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide ${icon.names} ${className}` : `lucide ${icon.names}`}
      aria-hidden={label ? undefined : "true"}
      aria-label={label}
    >
      {icon.node.map(([Tag, attrs], i) => (
        <Tag key={i} {...attrs} />
      ))}
    </svg>
  );
}
