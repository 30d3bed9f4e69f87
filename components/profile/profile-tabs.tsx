"use client";

import { BookmarkIcon, DownloadIcon, FolderIcon, UploadIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatNumber } from "@/lib/format";
import type { UploadList } from "@/lib/flows/dto";
import type { DownloadHistoryItem } from "@/lib/users/dto";
import { DownloadsTab } from "./downloads-tab";
import { UploadsTab } from "./uploads-tab";

interface Props {
  initialTab: "downloads" | "uploads" | "saved" | "collections";
  history: DownloadHistoryItem[];
  totalDownloads: number;
  totalUploads: number;
  /** Null when the uploads could not be loaded ('Erro ao carregar uploads.'). */
  uploads: UploadList | null;
  /** The 'Salvos' tab, drawn by the page (components/profile/saved-tab.tsx), and how many there are. */
  saved: { total: number; content: React.ReactNode };
  /** The "Coleções" tab, drawn by the page (components/profile/collections-tab.tsx), and how many there are. */
  collections: { total: number; content: React.ReactNode };
}

/** docs/product-rules.md §12: the profile's Downloads, Uploads and Salvos tabs (arrow keys move between them). */
export function ProfileTabs({ initialTab, history, totalDownloads, totalUploads, uploads, saved, collections }: Props) {
  return (
    <section aria-labelledby="profile-activity-title" className="grid gap-3">
      <h2 id="profile-activity-title" className="sr-only">
        Atividade
      </h2>
      <Tabs defaultValue={initialTab}>
        {/* Three tabs fit one row on a phone without their icons. */}
        <TabsList aria-label="Atividade do perfil" className="max-sm:[&_svg]:hidden">
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
        </TabsList>
        <TabsContent value="downloads">
          <DownloadsTab history={history} total={totalDownloads} />
        </TabsContent>
        <TabsContent value="uploads">
          <UploadsTab uploads={uploads} />
        </TabsContent>
        <TabsContent value="saved">{saved.content}</TabsContent>
        <TabsContent value="collections">{collections.content}</TabsContent>
      </Tabs>
    </section>
  );
}

function Count({ value }: { value: number }) {
  return <span className="bg-foreground/10 rounded-full px-1.5 text-xs tabular-nums">{formatNumber(value)}</span>;
}
