import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { AppHeader } from "@/components/app/app-header";
import { AppMain } from "@/components/app/app-main";
import { SessionsSection } from "@/components/auth/sessions-section";
import { EditProfileDialog } from "@/components/profile/edit-profile-dialog";
import { EmailSettings } from "@/components/profile/email-settings";
import { N8nSection } from "@/components/profile/n8n-section";
import { EmailVerificationNotice } from "@/components/profile/email-verification-notice";
import { PublicPageSection } from "@/components/profile/public-page-section";
import { PrivacySection } from "@/components/profile/privacy-section";
import { ProfileSummary } from "@/components/profile/profile-summary";
import { ProfileTabs } from "@/components/profile/profile-tabs";
import { SavedTab } from "@/components/profile/saved-tab";
import { FollowingTab } from "@/components/profile/following-tab";
import { CollectionsTab } from "@/components/profile/collections-tab";
import { Button } from "@/components/ui/button";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { computeQuota } from "@/lib/downloads/quota";
import { getAuthorNotices, getEmailPreferences } from "@/lib/users/email-preferences";
import type { UploadList } from "@/lib/flows/dto";
import { listOwnFlows } from "@/lib/flows/queries";
import { parseUploadsPage } from "@/lib/flows/schemas";
import { listN8nKeys } from "@/lib/n8n/queries";
import { getProfile } from "@/lib/users/queries";
import { getPublicProfileSettings } from "@/lib/authors/queries";
import { listSavedFlows, type SavedList } from "@/lib/saved/queries";
import { listFollowing, type FollowingList } from "@/lib/follows/queries";
import type { Viewer } from "@/lib/auth/viewer";
import type { MemberCollectionList } from "@/lib/collections/dto";
import { listMemberCollections } from "@/lib/collections/queries";
import { COLLECTION_LIMITS } from "@/lib/collections/schemas";

export const metadata: Metadata = { title: "Meu Perfil" };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The uploads tab fails on its own ('Erro ao carregar uploads.', docs/product-rules.md §12); the rest of the page still shows. */
async function loadUploads(userId: string, page: number): Promise<UploadList | null> {
  try {
    return await listOwnFlows({ userId, page });
  } catch (error) {
    console.error("Erro ao carregar uploads:", error);
    return null;
  }
}

/** The 'Salvos' tab fails on its own, as the uploads do. */
async function loadSaved(viewer: Viewer, page: number): Promise<SavedList | null> {
  try {
    return await listSavedFlows({ viewer, input: { page, limit: 12 } });
  } catch (error) {
    console.error("Erro ao carregar fluxos salvos:", error);
    return null;
  }
}

/** The 'Seguindo' tab fails on its own too. */
async function loadFollowing(viewer: Viewer, page: number): Promise<FollowingList | null> {
  try {
    return await listFollowing({ viewer, input: { page, limit: 12 } });
  } catch (error) {
    console.error("Erro ao carregar autores seguidos:", error);
    return null;
  }
}

/** The "Coleções" tab fails on its own too; all of them at once (a member keeps at most 50). */
async function loadCollections(viewer: Viewer): Promise<MemberCollectionList | null> {
  try {
    return await listMemberCollections({ viewer, input: { page: 1, limit: COLLECTION_LIMITS.perMember } });
  } catch (error) {
    console.error("Erro ao carregar coleções:", error);
    return null;
  }
}

export default async function ProfilePage({ searchParams }: Props) {
  const raw = await searchParams;
  const viewer = await requirePageViewer("/profile");
  const [profile, uploads, n8nKeys, notifications, authorNotices, publicPage, saved, collections, following] = await Promise.all([
    getProfile(viewer),
    loadUploads(viewer.id, parseUploadsPage(raw.uploads)),
    listN8nKeys(viewer),
    getEmailPreferences(viewer),
    getAuthorNotices(viewer),
    getPublicProfileSettings(viewer.id),
    loadSaved(viewer, parseUploadsPage(raw.salvos)),
    loadCollections(viewer),
    loadFollowing(viewer, parseUploadsPage(raw.seguindo)),
  ]);
  const { user, stats, downloadHistory } = profile;
  const quota = computeQuota(user, user.downloadLimit);

  return (
    <>
      <AppHeader viewer={viewer} />
      <AppMain>
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link href="/dashboard">
            <ArrowLeftIcon aria-hidden /> Voltar ao catálogo
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Meu Perfil</h1>
            <p className="text-muted-foreground">Seus dados, seus downloads e os fluxos que você enviou.</p>
          </div>
          <EditProfileDialog name={user.name} email={user.email} />
        </div>
        {!user.emailVerified && <EmailVerificationNotice email={user.email} />}
        <ProfileSummary user={user} totalDownloads={stats.totalDownloads} quota={quota} />
        <ProfileTabs
          initialTab={
            raw.seguindo !== undefined
              ? "following"
              : raw.colecoes !== undefined
                ? "collections"
                : raw.salvos !== undefined
                  ? "saved"
                  : raw.uploads === undefined
                    ? "downloads"
                    : "uploads"
          }
          history={downloadHistory}
          totalDownloads={stats.totalDownloads}
          totalUploads={stats.totalUploads}
          uploads={uploads}
          saved={{ total: saved?.pagination.total ?? 0, content: <SavedTab saved={saved} /> }}
          collections={{ total: collections?.pagination.total ?? 0, content: <CollectionsTab list={collections} emailVerified={user.emailVerified} /> }}
          following={{ total: following?.pagination.total ?? 0, content: <FollowingTab following={following} /> }}
        />
        <PublicPageSection initial={publicPage} />
        <EmailSettings initial={notifications} initialAuthor={authorNotices} />
        <N8nSection initialKeys={n8nKeys} />
        <SessionsSection />
        <PrivacySection />
      </AppMain>
    </>
  );
}
