import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { UsersIcon } from "lucide-react";
import { AccessRestricted } from "@/components/admin/access-restricted";
import { AdminTabs } from "@/components/admin/panel/admin-tabs";
import { CollectionsTab } from "@/components/admin/panel/collections-tab";
import { ContributionsTab } from "@/components/admin/panel/contributions-tab";
import { FlowsTab } from "@/components/admin/panel/flows-tab";
import { OverviewTab } from "@/components/admin/panel/overview-tab";
import { SystemTab } from "@/components/admin/panel/system-tab";
import { ReportsTab } from "@/components/admin/panel/reports-tab";
import { parseAdminTab, type AdminTab } from "@/components/admin/panel/tabs";
import { UsersTab } from "@/components/admin/panel/users-tab";
import { AppHeader } from "@/components/app/app-header";
import { AppMain } from "@/components/app/app-main";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { requirePageViewer } from "@/lib/auth/page-guards";
import type { Viewer } from "@/lib/auth/viewer";
import { countPendingFlows } from "@/lib/flows/queries";
import { countOpenReportItems } from "@/lib/reports/queries";

export const metadata: Metadata = { title: "Painel Administrativo" };

type RawParams = Record<string, string | string[] | undefined>;

function TabPanel({ tab, viewer, raw }: { tab: AdminTab; viewer: Viewer; raw: RawParams }) {
  switch (tab) {
    case "fluxos":
      return <FlowsTab viewer={viewer} raw={raw} />;
    case "denuncias":
      return <ReportsTab viewer={viewer} raw={raw} />;
    case "colecoes":
      return <CollectionsTab viewer={viewer} raw={raw} />;
    case "usuarios":
      return <UsersTab viewer={viewer} />;
    case "contribuicoes":
      return <ContributionsTab viewer={viewer} raw={raw} />;
    case "sistema":
      return <SystemTab viewer={viewer} />;
    default:
      return <OverviewTab viewer={viewer} />;
  }
}

/**
 * /admin (docs/product-rules.md §13): one tab at a time, chosen by `?aba=`, each rendered here with only its own
 * data. Non-admins get 'Acesso Restrito' and no admin data (docs/product-rules.md §13).
 */
export default async function AdminPage({ searchParams }: PageProps<"/admin">) {
  const viewer = await requirePageViewer("/admin");
  const header = <AppHeader viewer={viewer} />;
  if (viewer.role !== "ADMIN") {
    return (
      <>
        {header}
        <AccessRestricted />
      </>
    );
  }
  const raw = await searchParams;
  const tab = parseAdminTab(raw.aba);
  const [pendingFlows, openReports] = await Promise.all([countPendingFlows(viewer), countOpenReportItems(viewer)]);
  return (
    <>
      {header}
      <AppMain>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Painel Administrativo</h1>
            <p className="text-muted-foreground">Moderação, números e configurações da Fluxoteca.</p>
          </div>
          <Button asChild variant="outline">
            <Link href="/admin/users">
              <UsersIcon aria-hidden /> Gerenciar Usuários
            </Link>
          </Button>
        </div>
        <AdminTabs active={tab} pendingFlows={pendingFlows} openReports={openReports}>
          {/* Not keyed: a filter change keeps the current panel (and the focus in its search box) until the new one is ready. */}
          <Suspense fallback={<Spinner label="Carregando..." />}>
            <TabPanel tab={tab} viewer={viewer} raw={raw} />
          </Suspense>
        </AdminTabs>
      </AppMain>
    </>
  );
}
