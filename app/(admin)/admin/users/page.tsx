import type { Metadata } from "next";
import { AccessRestricted } from "@/components/admin/access-restricted";
import { AppHeader } from "@/components/app/app-header";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { redirect } from "next/navigation";

export const metadata: Metadata = { title: "Gerenciar Usuários" };

export default async function AdminUsersPage() {
  const viewer = await requirePageViewer("/admin/users");
  if (viewer.role === "ADMIN") redirect("/admin");
  return (
    <>
      <AppHeader viewer={viewer} />
      <AccessRestricted />
    </>
  );
}
