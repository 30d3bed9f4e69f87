import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  FilterIcon,
  HeartHandshakeIcon,
  HomeIcon,
  Loader2Icon,
  LogOutIcon,
  MenuIcon,
  MoonIcon,
  MoreVerticalIcon,
  RefreshCwIcon,
  SearchIcon,
  SearchXIcon,
  SunIcon,
  TriangleAlertIcon,
  UploadIcon,
  type LucideIcon,
} from "lucide-react";
import { LoadError } from "@/components/app/load-error";
import { Button } from "@/components/ui/button";
import { ELLIPSIS_VERTICAL, FUNNEL, HEART_HANDSHAKE, LOADER_CIRCLE, LOG_OUT, MENU, MOON, SEARCH, SUN, UPLOAD } from "@/components/ui/app-icons";
import { HOUSE, REFRESH_CW, SEARCH_X, StaticIcon, TRIANGLE_ALERT, type StaticIconData } from "@/components/ui/static-icon";

const pairs: [string, StaticIconData, LucideIcon][] = [
  ["TRIANGLE_ALERT", TRIANGLE_ALERT, TriangleAlertIcon],
  ["REFRESH_CW", REFRESH_CW, RefreshCwIcon],
  ["SEARCH_X", SEARCH_X, SearchXIcon],
  ["HOUSE", HOUSE, HomeIcon],
  ["FUNNEL", FUNNEL, FilterIcon],
  ["SEARCH", SEARCH, SearchIcon],
  ["LOADER_CIRCLE", LOADER_CIRCLE, Loader2Icon],
  ["ELLIPSIS_VERTICAL", ELLIPSIS_VERTICAL, MoreVerticalIcon],
  ["UPLOAD", UPLOAD, UploadIcon],
  ["LOG_OUT", LOG_OUT, LogOutIcon],
  ["MOON", MOON, MoonIcon],
  ["SUN", SUN, SunIcon],
  ["MENU", MENU, MenuIcon],
  ["HEART_HANDSHAKE", HEART_HANDSHAKE, HeartHandshakeIcon],
];

describe("static icons", () => {
  it.each(pairs)("%s is the markup lucide-react renders", (_, icon, Lucide) => {
    const ours = renderToStaticMarkup(h(StaticIcon, { icon, className: "text-destructive size-12" }));
    const theirs = renderToStaticMarkup(h(Lucide, { className: "text-destructive size-12", "aria-hidden": true }));
    expect(ours).toBe(theirs);
  });

  it("a labelled icon is named instead of hidden, as lucide-react draws it", () => {
    const ours = renderToStaticMarkup(h(StaticIcon, { icon: LOADER_CIRCLE, className: "animate-spin", label: "Carregando" }));
    const theirs = renderToStaticMarkup(h(Loader2Icon, { className: "animate-spin", "aria-label": "Carregando" }));
    expect(ours).toBe(theirs);
  });
});

describe("error screen", () => {
  it("is the markup of Button and lucide's icons", () => {
    const error = Object.assign(new Error("falhou"), { digest: "123" });
    const ours = renderToStaticMarkup(h(LoadError, { title: "Erro ao carregar fluxos", fallback: "Ocorreu um erro inesperado", error, reset: () => {} }));
    const reference = renderToStaticMarkup(
      h(
        "main",
        { id: "conteudo", className: "grid min-h-[60dvh] place-items-center px-4" },
        h(
          "div",
          { role: "alert", className: "grid max-w-md justify-items-center gap-4 text-center" },
          h(TriangleAlertIcon, { className: "text-destructive size-12", "aria-hidden": true }),
          h("h1", { className: "text-2xl font-semibold" }, "Erro ao carregar fluxos"),
          h("p", { className: "text-muted-foreground" }, "Ocorreu um erro inesperado"),
          h(
            "div",
            { className: "flex flex-wrap justify-center gap-2" },
            h(Button, null, h(RefreshCwIcon, { "aria-hidden": true }), " Tentar novamente"),
            h(Button, { variant: "outline" }, "Recarregar a página"),
          ),
        ),
      ),
    );
    expect(ours).toBe(reference);
  });
});
