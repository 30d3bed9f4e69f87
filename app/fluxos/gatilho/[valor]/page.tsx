import { catalogueMetadata, CatalogueRoute } from "@/components/public/catalogue/catalogue-route";

/** GET /fluxos/gatilho/{valor} – the public catalogue with a trigger kind (webhook, schedule…) fixed; 404 for an unknown value. */
export function generateMetadata(props: PageProps<"/fluxos/gatilho/[valor]">) {
  return catalogueMetadata("trigger", props);
}

export default function TriggerFacetPage(props: PageProps<"/fluxos/gatilho/[valor]">) {
  return <CatalogueRoute kind="trigger" {...props} />;
}
