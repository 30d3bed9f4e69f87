"use client";

import { BookmarkIcon, DownloadIcon, FolderIcon, UploadIcon, UsersIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatNumber } from "@/lib/format";
import type { UploadList } from "@/lib/flows/dto";
import type { DownloadHistoryItem } from "@/lib/users/dto";
import { DownloadsTab } from "./downloads-tab";
import { UploadsTab } from "./uploads-tab";

interface Props {
  initialTab: "downloads" | "uploads" | "saved" | "collections" | "following";
  history: DownloadHistoryItem[];
  totalDownloads: number;
  totalUploads: number;
  /** Null when the uploads could not be loaded ('Erro ao carregar uploads.'). */
  uploads: UploadList | null;
  /** The 'Salvos' tab, drawn by the page (components/profile/saved-tab.tsx), and how many there are. */
  saved: { total: number; content: React.ReactNode };
  /** The "Coleções" tab, drawn by the page (components/profile/collections-tab.tsx), and how many there are. */
  collections: { total: number; content: React.ReactNode };
  /** The 'Seguindo' tab (components/profile/following-tab.tsx), and how many authors. */
  following: { total: number; content: React.ReactNode };
}

/** docs/product-rules.md §12: the profile's Downloads, Uploads, Salvos, Coleções and Seguindo tabs (arrow keys move between them). */
export function ProfileTabs({ initialTab, history, totalDownloads, totalUploads, uploads, saved, collections, following }: Props) {
  return (
    <section aria-labelledby="profile-activity-title" className="grid gap-3">
      <h2 id="profile-activity-title" className="sr-only">
        Atividade
      </h2>
      <Tabs defaultValue={initialTab}>
        {/* On a phone, two columns of equal tabs without their icons (an odd last one takes the whole
            row): four or five never fit one row at 375 px, and a scrolling row would hide some. */}
        <TabsList
          aria-label="Atividade do perfil"
          className="max-sm:grid max-sm:w-full max-sm:grid-cols-2 max-sm:[&_svg]:hidden max-sm:[&>:last-child:nth-child(odd)]:col-span-2"
        >
          <TabsTrigger value="downloads">
            <DownloadIcon aria-hidden /> Downloads <Count value={totalDownloads} />
          </TabsTrigger>
          <TabsTrigger value="uploads">
            <UploadIcon aria-hidden /> Uploads <Count value={totalUploads} />
          </TabsTrigger>
          <TabsTrigger value="saved">
            <BookmarkIcon aria-hidden /> Salvos <Count value={saved.total} />
          </TabsTrigger>
          <TabsTrigger value="collections">
            <FolderIcon aria-hidden /> Coleções <Count value={collections.total} />
          </TabsTrigger>
          <TabsTrigger value="following">
            <UsersIcon aria-hidden /> Seguindo <Count value={following.total} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="downloads">
          <DownloadsTab history={history} total={totalDownloads} />
        </TabsContent>
        <TabsContent value="uploads">
          <UploadsTab uploads={uploads} />
        </TabsContent>
        <TabsContent value="saved">{saved.content}</TabsContent>
        <TabsContent value="collections">{collections.content}</TabsContent>
        <TabsContent value="following">{following.content}</TabsContent>
      </Tabs>
    </section>
  );
}

function Count({ value }: { value: number }) {
  return <span className="bg-foreground/10 rounded-full px-1.5 text-xs tabular-nums">{formatNumber(value)}</span>;
}
