import { catalogueMetadata, CatalogueRoute } from "@/components/public/catalogue/catalogue-route";

/** GET /fluxos/plataforma/{valor} – the public catalogue with a tool (n8n, typebot, make) fixed; 404 for an unknown value. */
export function generateMetadata(props: PageProps<"/fluxos/plataforma/[valor]">) {
  return catalogueMetadata("platform", props);
}

export default function PlatformFacetPage(props: PageProps<"/fluxos/plataforma/[valor]">) {
  return <CatalogueRoute kind="platform" {...props} />;
}
