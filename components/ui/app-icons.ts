import type { StaticIconData } from "./static-icon";

// The icons that the client components of the signed-in header and of the catalogue draw with
// StaticIcon: they are in the first load of /dashboard, where lucide-react would add its icon
// factory and a module per icon. Kept apart from ./static-icon.tsx, whose icons every error screen
// carries in its own chunk. Components loaded on demand (dialogs, menus) keep lucide-react.

export const FUNNEL: StaticIconData = {
  names: "lucide-funnel lucide-filter",
  node: [
    [
      "path",
      {
        d: "M10 20a1 1 0 0 0 .553.895l2 1A1 1 0 0 0 14 21v-7a2 2 0 0 1 .517-1.341L21.74 4.67A1 1 0 0 0 21 3H3a1 1 0 0 0-.742 1.67l7.225 7.989A2 2 0 0 1 10 14z",
      },
    ],
  ],
};

export const SEARCH: StaticIconData = {
  names: "lucide-search",
  node: [
    ["path", { d: "m21 21-4.34-4.34" }],
    ["circle", { cx: "11", cy: "11", r: "8" }],
  ],
};

export const LOADER_CIRCLE: StaticIconData = {
  names: "lucide-loader-circle lucide-loader-2",
  node: [["path", { d: "M21 12a9 9 0 1 1-6.219-8.56" }]],
};

export const ELLIPSIS_VERTICAL: StaticIconData = {
  names: "lucide-ellipsis-vertical lucide-more-vertical",
  node: [
    ["circle", { cx: "12", cy: "12", r: "1" }],
    ["circle", { cx: "12", cy: "5", r: "1" }],
    ["circle", { cx: "12", cy: "19", r: "1" }],
  ],
};

export const UPLOAD: StaticIconData = {
  names: "lucide-upload",
  node: [
    ["path", { d: "M12 3v12" }],
    ["path", { d: "m17 8-5-5-5 5" }],
    ["path", { d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" }],
  ],
};

export const LOG_OUT: StaticIconData = {
  names: "lucide-log-out",
  node: [
    ["path", { d: "m16 17 5-5-5-5" }],
    ["path", { d: "M21 12H9" }],
    ["path", { d: "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" }],
  ],
};

export const MOON: StaticIconData = {
  names: "lucide-moon",
  node: [["path", { d: "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" }]],
};

export const SUN: StaticIconData = {
  names: "lucide-sun",
  node: [
    ["circle", { cx: "12", cy: "12", r: "4" }],
    ["path", { d: "M12 2v2" }],
    ["path", { d: "M12 20v2" }],
    ["path", { d: "m4.93 4.93 1.41 1.41" }],
    ["path", { d: "m17.66 17.66 1.41 1.41" }],
    ["path", { d: "M2 12h2" }],
    ["path", { d: "M20 12h2" }],
    ["path", { d: "m6.34 17.66-1.41 1.41" }],
    ["path", { d: "m19.07 4.93-1.41 1.41" }],
  ],
};

export const MENU: StaticIconData = {
  names: "lucide-menu",
  node: [
    ["path", { d: "M4 5h16" }],
    ["path", { d: "M4 12h16" }],
    ["path", { d: "M4 19h16" }],
  ],
};

export const HEART_HANDSHAKE: StaticIconData = {
  names: "lucide-heart-handshake",
  node: [
    [
      "path",
      {
        d: "M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762",
      },
    ],
  ],
};
