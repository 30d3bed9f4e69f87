import type { Metadata } from "next";
import { AccessRestricted } from "@/components/admin/access-restricted";
import { AppHeader } from "@/components/app/app-header";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { computeQuota } from "@/lib/downloads/quota";
import { getSettings } from "@/lib/settings/queries";
import { redirect } from "next/navigation";

export const metadata: Metadata = { title: "Gerenciar Usuários" };

export default async function AdminUsersPage() {
  const viewer = await requirePageViewer("/admin/users");
  if (viewer.role === "ADMIN") redirect("/admin");
  const settings = await getSettings();
  return (
    <>
      <AppHeader name={viewer.name} quota={computeQuota(viewer, settings.freeDownloadLimit)} />
      <AccessRestricted />
    </>
  );
}
