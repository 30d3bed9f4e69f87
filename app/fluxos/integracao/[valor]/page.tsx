import { catalogueMetadata, CatalogueRoute } from "@/components/public/catalogue/catalogue-route";

/** GET /fluxos/integracao/{valor} – the public catalogue with one app fixed; 404 for an app no public flow uses. */
export function generateMetadata(props: PageProps<"/fluxos/integracao/[valor]">) {
  return catalogueMetadata("integration", props);
}

export default function IntegrationFacetPage(props: PageProps<"/fluxos/integracao/[valor]">) {
  return <CatalogueRoute kind="integration" {...props} />;
}
