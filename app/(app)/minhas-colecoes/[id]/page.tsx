import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon, LockIcon } from "lucide-react";
import { AppHeader } from "@/components/app/app-header";
import { AppMain } from "@/components/app/app-main";
import { CollectionBadges } from "@/components/collections/collection-badges";
import { CollectionFlowList } from "@/components/collections/manage/collection-flow-list";
import { CollectionSettingsForm } from "@/components/collections/manage/collection-settings-form";
import { CollectionShare } from "@/components/collections/manage/collection-share";
import { DeleteCollectionDialog } from "@/components/collections/manage/delete-collection-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { toFlowItem } from "@/lib/client/collections";
import type { Viewer } from "@/lib/auth/viewer";
import type { CollectionDetail } from "@/lib/collections/dto";
import { getCollection } from "@/lib/collections/queries";
import { manageCollectionPath, PROFILE_COLLECTIONS_PATH } from "@/lib/collections/url";
import { formatCount, formatDateTime } from "@/lib/format";
import { AppError } from "@/lib/http/errors";

export const metadata: Metadata = { title: "Gerenciar coleção", robots: { index: false, follow: false } };

/** The collection, if it is the viewer's own: anyone else's (even a public one, even for an admin) is a 404 here. */
async function load(id: string, viewer: Viewer): Promise<CollectionDetail> {
  try {
    const detail = await getCollection({ id, asker: viewer });
    if (!detail.collection.isOwner) notFound();
    return detail;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

/**
 * `/minhas-colecoes/{id}`: where a member manages one of their collections (docs/product-rules.md,
 * "Coleções"): its flows in order (move, remove), its name, description and visibility, its public
 * link and its deletion. Rendered for its owner alone, never cached.
 */
export default async function ManageCollectionPage({ params }: PageProps<"/minhas-colecoes/[id]">) {
  const { id } = await params;
  const viewer = await requirePageViewer(manageCollectionPath(id));
  const { collection, flows } = await load(id, viewer);

  return (
    <>
      <AppHeader viewer={viewer} />
      <AppMain>
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link href={PROFILE_COLLECTIONS_PATH}>
            <ArrowLeftIcon aria-hidden /> Minhas coleções
          </Link>
        </Button>
        <div className="grid gap-3">
          <p className="text-muted-foreground text-sm font-medium">Coleção</p>
          <h1 className="-mt-2 text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{collection.name}</h1>
          <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span className="flex flex-wrap gap-1.5">
              <CollectionBadges isPublic={collection.isPublic} featured={collection.featured} />
            </span>
            <span>{formatCount(collection.flowCount, "fluxo", "fluxos")}</span>
            <span>
              Alterada em <time dateTime={collection.updatedAt}>{formatDateTime(collection.updatedAt)}</time>
            </span>
          </div>
          {collection.isPublic ? (
            <CollectionShare slug={collection.slug} />
          ) : (
            <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
              <LockIcon className="size-4 shrink-0" aria-hidden /> Privada: só você vê esta coleção. Torne-a pública para compartilhar o link.
            </p>
          )}
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <CollectionFlowList collectionId={collection.id} initial={flows.map(toFlowItem)} />
          <div className="grid gap-6">
            <Card>
              <CardHeader>
                <h2 className="leading-none font-semibold">Dados da coleção</h2>
                <CardDescription>O que aparece no topo da página pública.</CardDescription>
              </CardHeader>
              <CardContent>
                <CollectionSettingsForm
                  id={collection.id}
                  initial={{ name: collection.name, description: collection.description, isPublic: collection.isPublic, featured: collection.featured }}
                  emailVerified={viewer.emailVerifiedAt !== null}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <h2 className="leading-none font-semibold">Excluir coleção</h2>
                <CardDescription>Os fluxos continuam no catálogo; só a coleção deixa de existir.</CardDescription>
              </CardHeader>
              <CardContent>
                <DeleteCollectionDialog collection={{ id: collection.id, name: collection.name, isPublic: collection.isPublic }} />
              </CardContent>
            </Card>
          </div>
        </div>
      </AppMain>
    </>
  );
}
