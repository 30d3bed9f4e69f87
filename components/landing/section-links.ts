/** In-page anchors shared by the desktop nav, the mobile menu and the footer. */
export const SECTION_LINKS = [
  { href: "#como-funciona", label: "Como funciona" },
  { href: "#recursos", label: "Recursos" },
  { href: "#faq", label: "Perguntas frequentes" },
] as const;
