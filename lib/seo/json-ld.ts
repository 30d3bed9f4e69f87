import type { DetectedPlatform } from "@/lib/workflow/platform-labels";
import { PLATFORM_LABELS } from "@/lib/workflow/platform-labels";
import { CATALOGUE_PATH, facetPath, flowPath } from "@/lib/catalogue/url";
import { collectionPath } from "@/lib/collections/url";

/*
 * Structured data of a flow's public page (schema.org, read by search engines and link previews):
 * the flow as SoftwareSourceCode, and the breadcrumb Fluxoteca → Fluxos → tool → flow. Pure.
 */

export interface JsonLdFlow {
  name: string;
  slug: string;
  description: string;
  platform: DetectedPlatform;
  tags: string[];
  author: { name: string };
  createdAt: string;
  updatedAt: string;
  score: number;
  reviewCount: number;
  downloadCount: number;
}

type JsonLd = Record<string, unknown>;

const FORMAT: Record<DetectedPlatform, string> = {
  N8N: "n8n workflow (JSON)",
  TYPEBOT: "Typebot (JSON)",
  MAKE: "Make blueprint (JSON)",
};

/** The flow's own node: what it is, who made it, when, and how it is rated and downloaded. */
function flowSourceCode(flow: JsonLdFlow, baseUrl: string): JsonLd {
  const url = `${baseUrl}${flowPath(flow.slug)}`;
  return {
    "@type": "SoftwareSourceCode",
    "@id": `${url}#fluxo`,
    name: flow.name,
    description: flow.description,
    url,
    image: `${url}/opengraph-image`,
    inLanguage: "pt-BR",
    programmingLanguage: { "@type": "ComputerLanguage", name: FORMAT[flow.platform] },
    runtimePlatform: PLATFORM_LABELS[flow.platform],
    author: { "@type": "Person", name: flow.author.name },
    dateCreated: flow.createdAt,
    datePublished: flow.createdAt,
    dateModified: flow.updatedAt,
    ...(flow.tags.length > 0 && { keywords: flow.tags.join(", ") }),
    isAccessibleForFree: true,
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/DownloadAction",
      userInteractionCount: flow.downloadCount,
    },
    // A rating without reviews is not a rating: search engines reject an aggregate of zero reviews.
    ...(flow.reviewCount > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: Math.round(flow.score * 10) / 10,
        reviewCount: flow.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    isPartOf: { "@type": "WebSite", name: "Fluxoteca", url: `${baseUrl}/` },
  };
}

/** Fluxoteca → Fluxos → n8n | Typebot | Make → the flow, as on the page. */
function flowBreadcrumb(flow: Pick<JsonLdFlow, "name" | "slug" | "platform">, baseUrl: string): JsonLd {
  const items: [string, string][] = [
    ["Fluxoteca", `${baseUrl}/`],
    ["Fluxos", `${baseUrl}${CATALOGUE_PATH}`],
    [PLATFORM_LABELS[flow.platform], `${baseUrl}${facetPath({ kind: "platform", value: flow.platform })}`],
    [flow.name, `${baseUrl}${flowPath(flow.slug)}`],
  ];
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, item], index) => ({ "@type": "ListItem", position: index + 1, name, item })),
  };
}

/** Both nodes in one document. */
export function flowJsonLd(flow: JsonLdFlow, baseUrl: string): JsonLd {
  return { "@context": "https://schema.org", "@graph": [flowSourceCode(flow, baseUrl), flowBreadcrumb(flow, baseUrl)] };
}

/**
 * JSON for an inline `<script type="application/ld+json">`. The HTML parser ends a script at the
 * first `</script`, whatever JSON string it sits in, so `<` (and `>`, `&`, and the two line
 * separators JavaScript parsers reject) are written as \u escapes: the same data, no way out.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** What a creator page's structured data shows. */
export interface JsonLdAuthor {
  handle: string;
  name: string;
  bio: string | null;
  links: string[];
  memberSince: string;
  totals: { flows: number };
}

/**
 * A creator page (`/autores/{handle}`): a ProfilePage whose main entity is the author as a Person,
 * with their links as `sameAs` (the validated https links the page shows).
 */
export function authorJsonLd(author: JsonLdAuthor, baseUrl: string): JsonLd {
  const url = `${baseUrl}/autores/${author.handle}`;
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    "@id": url,
    url,
    inLanguage: "pt-BR",
    dateCreated: author.memberSince,
    mainEntity: {
      "@type": "Person",
      "@id": `${url}#autor`,
      name: author.name,
      alternateName: author.handle,
      url,
      ...(author.bio && { description: author.bio }),
      ...(author.links.length > 0 && { sameAs: author.links }),
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/WriteAction",
        userInteractionCount: author.totals.flows,
      },
    },
    isPartOf: { "@type": "WebSite", name: "Fluxoteca", url: `${baseUrl}/` },
  };
}

/** What a collection page's structured data shows: the collection, and the flows on this page. */
export interface JsonLdCollection {
  slug: string;
  name: string;
  description: string;
  owner: { name: string; handle: string | null };
  flowCount: number;
  createdAt: string;
  updatedAt: string;
  /** The flows the page lists, and the position of the first one in the whole collection (1 on page 1). */
  flows: { name: string; slug: string }[];
  firstPosition: number;
}

/**
 * A collection's page (`/colecoes/{slug}`): a CollectionPage whose main entity is the ItemList of
 * its flows, in the collection's order (this page's share of them, numbered as in the whole list).
 */
export function collectionJsonLd(collection: JsonLdCollection, baseUrl: string, pageUrl: string): JsonLd {
  const url = `${baseUrl}${collectionPath(collection.slug)}`;
  const owner = collection.owner.handle
    ? { "@type": "Person", name: collection.owner.name, url: `${baseUrl}/autores/${collection.owner.handle}` }
    : { "@type": "Person", name: collection.owner.name };
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": pageUrl,
    url: pageUrl,
    name: collection.name,
    ...(collection.description && { description: collection.description }),
    inLanguage: "pt-BR",
    image: `${url}/opengraph-image`,
    dateCreated: collection.createdAt,
    dateModified: collection.updatedAt,
    author: owner,
    mainEntity: {
      "@type": "ItemList",
      "@id": `${url}#fluxos`,
      name: collection.name,
      numberOfItems: collection.flowCount,
      itemListElement: collection.flows.map((flow, index) => ({
        "@type": "ListItem",
        position: collection.firstPosition + index,
        name: flow.name,
        url: `${baseUrl}${flowPath(flow.slug)}`,
      })),
    },
    isPartOf: { "@type": "WebSite", name: "Fluxoteca", url: `${baseUrl}/` },
  };
}
