/** The admin panel's tabs, kept in the URL as `?aba=`, and the links inside them (pure: read by the page and the tab bar). */
export const ADMIN_TABS = ["visao-geral", "fluxos", "denuncias", "colecoes", "usuarios", "contribuicoes", "sistema"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  "visao-geral": "Visão geral",
  fluxos: "Fluxos",
  denuncias: "Denúncias",
  colecoes: "Coleções",
  usuarios: "Usuários",
  contribuicoes: "Contribuições",
  sistema: "Sistema",
};

/** An unknown or missing `aba` opens the overview. */
export function parseAdminTab(value: string | string[] | undefined): AdminTab {
  const single = Array.isArray(value) ? value[0] : value;
  return (ADMIN_TABS as readonly string[]).includes(single ?? "") ? (single as AdminTab) : "visao-geral";
}

export function adminTabHref(tab: AdminTab, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  if (tab !== "visao-geral") query.set("aba", tab);
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/admin?${text}` : "/admin";
}

type RawParams = Record<string, string | string[] | undefined>;

/** A link inside a tab: the tab plus its own list parameters, with some changed. */
export function tabListHref(tab: AdminTab, raw: RawParams, keys: readonly string[], changes: Record<string, string | undefined>): string {
  const params: Record<string, string | undefined> = {};
  for (const key of keys) {
    const value = raw[key];
    params[key] = Array.isArray(value) ? value[0] : value;
  }
  return adminTabHref(tab, { ...params, ...changes });
}
