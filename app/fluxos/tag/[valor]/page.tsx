import { catalogueMetadata, CatalogueRoute } from "@/components/public/catalogue/catalogue-route";

/** GET /fluxos/tag/{valor} – the public catalogue with one tag fixed; 404 for a tag no public flow has. */
export function generateMetadata(props: PageProps<"/fluxos/tag/[valor]">) {
  return catalogueMetadata("tag", props);
}

export default function TagFacetPage(props: PageProps<"/fluxos/tag/[valor]">) {
  return <CatalogueRoute kind="tag" {...props} />;
}
