import { catalogueMetadata, CatalogueRoute } from "@/components/public/catalogue/catalogue-route";

/** GET /fluxos – the public catalogue: approved public flows, searchable and filterable by the query string. */
export function generateMetadata(props: PageProps<"/fluxos">) {
  return catalogueMetadata(null, props);
}

export default function PublicCataloguePage(props: PageProps<"/fluxos">) {
  return <CatalogueRoute kind={null} {...props} />;
}
