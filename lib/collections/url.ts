// Addresses of collections: no server imports, the browser builds links with them too.

/** A collection's public page. */
export const collectionPath = (slug: string) => `/colecoes/${slug}`;

/** Where its owner manages a collection (behind login, proxy.ts): by id, so renaming changes nothing. */
export const manageCollectionPath = (id: string) => `/minhas-colecoes/${id}`;

/** Meu Perfil with the "Coleções" tab open. */
export const PROFILE_COLLECTIONS_PATH = "/profile?colecoes=1";

/** A slug as the app writes it: the name's slug, a hyphen and six letters or digits. */
export const COLLECTION_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,60})-[a-z0-9]{6}$/;

/** `/colecoes/{slug}` → slug; null for anything else. */
export function collectionSlugOf(pathname: string): string | null {
  const match = /^\/colecoes\/([^/]+)\/?$/.exec(pathname);
  return match && COLLECTION_SLUG_PATTERN.test(match[1]!) ? match[1]! : null;
}
