"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CircleCheckIcon, DownloadIcon } from "lucide-react";
import { UpdateNotice } from "@/components/flows/update-marks/page-notice";
import { ReportButton } from "@/components/reports/report-button";
import { Button } from "@/components/ui/button";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import type { FlowSummary } from "@/lib/flows/dto";
import { useFlowMember } from "./flow-member-context";
import { loginToFlowPath } from "./login-path";

/*
 * The flow page's buttons. The server renders the visitor's "Download" (a link to the login) and,
 * for a browser that has signed in (`html[data-conta]`, set before the first paint), a placeholder
 * in its place; after hydration the member gets the real button, with their quota. The member-only
 * code loads only for members.
 */

function PendingDownload({ className }: { className?: string }) {
  return (
    <Button type="button" disabled aria-disabled className={className}>
      <DownloadIcon aria-hidden /> Download
    </Button>
  );
}

const DownloadButton = dynamic(() => import("@/components/flows/view/download-button").then((m) => m.DownloadButton), {
  loading: () => <PendingDownload />,
});
const FlowOwnerActions = dynamic(() => import("@/components/flows/edit/flow-owner-actions").then((m) => m.FlowOwnerActions));
const JsonTools = dynamic(() => import("@/components/flows/view/json-tools").then((m) => m.JsonTools));

function VisitorDownload({ slug, className }: { slug: string; className?: string }) {
  return (
    <Button asChild className={className}>
      <Link href={loginToFlowPath(slug)} prefetch={false}>
        <DownloadIcon aria-hidden /> Download
      </Link>
    </Button>
  );
}

const HINT = "text-muted-foreground text-xs";
const VISITOR_HINT = "Entre ou crie uma conta grátis para baixar o arquivo completo.";

type OwnerFields = Pick<FlowSummary, "id" | "slug" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic" | "platform">;

/** `report`: a published flow, which members other than its author may report. */
export function FlowMemberActions({ flow, afterDeleteHref, report }: { flow: OwnerFields; afterDeleteHref: string; report?: { authorId: string | null } }) {
  const router = useRouter();
  const member = useFlowMember();
  const { account } = member;

  function downloaded(file: DownloadedWorkflow) {
    member.downloadedNow(file);
    // The download count on the page is read from the database: render it again.
    router.refresh();
  }

  let download: React.ReactNode;
  if (account === undefined) {
    download = (
      <>
        <VisitorDownload slug={flow.slug} className="[html[data-conta]_&]:hidden" />
        <PendingDownload className="hidden [html[data-conta]_&]:inline-flex" />
      </>
    );
  } else if (account === null) {
    download = <VisitorDownload slug={flow.slug} />;
  } else if (member.canDownload === undefined) {
    download = <PendingDownload />;
  } else {
    download = <DownloadButton flowId={flow.id} canDownload={member.canDownload} settings={account.contribution} onDownloaded={downloaded} />;
  }

  return (
    <div className="grid justify-items-start gap-2 md:justify-items-end">
      <div className="flex flex-wrap gap-2 md:justify-end">
        {download}
        {member.fullJson && <JsonTools json={member.fullJson} platform={flow.platform} />}
        {member.canEdit && (
          <FlowOwnerActions
            flow={{ id: flow.id, name: flow.name, description: flow.description, tutorialUrl: flow.tutorialUrl, tags: flow.tags, isPublic: flow.isPublic }}
            afterDeleteHref={afterDeleteHref}
          />
        )}
        {report && <ReportButton target={{ kind: "flow", id: flow.id, label: flow.name }} authorId={report.authorId} />}
      </div>
      <div aria-live="polite" className="text-sm empty:hidden">
        {member.update ? (
          <UpdateNotice update={member.update} />
        ) : (
          member.update === null &&
          member.downloaded && (
            <p className="flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
              <CircleCheckIcon className="size-4 shrink-0" aria-hidden />
              <span>Baixado: você já tem este fluxo, e baixar de novo é grátis.</span>
            </p>
          )
        )}
      </div>
      {account === undefined && <p className={`${HINT} [html[data-conta]_&]:hidden`}>{VISITOR_HINT}</p>}
      {account === null && <p className={HINT}>{VISITOR_HINT}</p>}
    </div>
  );
}
