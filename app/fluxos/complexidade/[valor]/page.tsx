import { catalogueMetadata, CatalogueRoute } from "@/components/public/catalogue/catalogue-route";

/** GET /fluxos/complexidade/{valor} – the public catalogue with a complexity level (simples, intermediario, avancado) fixed; 404 for an unknown value. */
export function generateMetadata(props: PageProps<"/fluxos/complexidade/[valor]">) {
  return catalogueMetadata("complexity", props);
}

export default function ComplexityFacetPage(props: PageProps<"/fluxos/complexidade/[valor]">) {
  return <CatalogueRoute kind="complexity" {...props} />;
}
