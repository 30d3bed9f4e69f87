import Link from "next/link";
import { LockIcon, SearchXIcon } from "lucide-react";
import { PlatformBadge } from "@/components/flows/card/platform-badge";
import { ContributeButton } from "@/components/payments/contribute-button";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Viewer } from "@/lib/auth/viewer";
import type { Quota } from "@/lib/downloads/quota";
import { getFlowDetail, type FlowDetail } from "@/lib/flows/detail";
import { readFlowUpdate } from "@/lib/flows/versions/page-update";
import { formatCount } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { FlowActions } from "./flow-actions";
import { isFlowBlocked } from "@/lib/downloads/quota";
import { FlowDetailDialog } from "./lazy-flow-detail-dialog";
import { FlowAbout } from "@/components/flows/view/flow-about";
import { FlowDetails } from "@/components/flows/view/flow-details";
import { FlowJson, JsonText } from "@/components/flows/view/flow-json";
import { copyableFlowJson, flowJsonText } from "@/components/flows/view/json-text";
import { FlowJsonSource } from "./lazy-detail-islands";
import { FlowCompatibility, FlowDiagram, FlowThumbnail } from "./flow-visual";

interface Props {
  id: string;
  viewer: Viewer;
  quota: Quota;
  contribution: ContributionSettings;
  closeHref: string;
}

async function loadOrNull(id: string, viewer: Viewer): Promise<FlowDetail | null> {
  try {
    return await getFlowDetail({ id, viewer });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/** Closes the dialog onto the list it was opened from (filters and page kept). */
function BackToList({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <Link href={href} scroll={false}>
        Voltar ao catálogo
      </Link>
    </Button>
  );
}

/**
 * What `/dashboard?fluxo={id}` shows (server side): the flow loaded for the viewer, in the client dialog
 * frame of flow-detail-dialog.tsx, with the same states as /flow/{id}: not found, blocked, or the tabs.
 */
export async function DashboardFlowDetail({ id, viewer, quota, contribution, closeHref }: Props) {
  const flow = await loadOrNull(id, viewer);
  if (!flow) {
    return (
      <FlowDetailDialog flowId={id} title="Fluxo não encontrado" closeHref={closeHref}>
        <div className="grid justify-items-center gap-3 py-6 text-center">
          <SearchXIcon className="text-muted-foreground size-10" aria-hidden />
          <p className="text-muted-foreground">O flow solicitado não existe ou não está disponível.</p>
          <BackToList href={closeHref} />
        </div>
      </FlowDetailDialog>
    );
  }
  if (isFlowBlocked(flow, quota)) {
    return (
      <FlowDetailDialog flowId={id} title="Acesso Bloqueado" closeHref={closeHref}>
        <div className="grid justify-items-center gap-4 py-4 text-center">
          <span className="bg-highlight/30 grid size-14 place-items-center rounded-full">
            <LockIcon className="size-7" aria-hidden />
          </span>
          <p className="text-muted-foreground">
            Você atingiu o limite de downloads gratuitos. Faça uma contribuição para continuar acessando os detalhes dos fluxos.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <ContributeButton settings={contribution} label="Fazer uma contribuição" />
            <BackToList href={closeHref} />
          </div>
        </div>
      </FlowDetailDialog>
    );
  }
  const update = await readFlowUpdate(flow);
  return (
    <FlowJsonSource json={copyableFlowJson(flow)}>
      <FlowDetailDialog
        flowId={flow.id}
        title={flow.name}
        description={
          <>
            <PlatformBadge platform={flow.platform} />
            {flow.status === "PENDING" && <Badge variant="warning">Em análise</Badge>}
            {flow.status === "REJECTED" && <Badge variant="destructive">Rejeitado</Badge>}
            <span>{formatCount(flow.downloadCount, "download", "downloads")}</span>
          </>
        }
        closeHref={closeHref}
        fullPageHref={`/flow/${flow.id}`}
        actions={<FlowActions flow={flow} viewer={viewer} quota={quota} contribution={contribution} update={update} afterDeleteHref={closeHref} />}
        thumbnail={<FlowThumbnail flow={flow} className="max-h-40" />}
        tabs={{
          overview: (
            <>
              <FlowAbout flow={flow} rejectionReason={flow.rejectionReason} />
              <section aria-labelledby="compatibilidade" className="grid gap-3 border-t pt-4">
                <h3 id="compatibilidade" className="font-semibold">
                  O que este fluxo precisa
                </h3>
                <FlowCompatibility flow={flow} />
              </section>
            </>
          ),
          graph: <FlowDiagram flow={flow} className="h-[360px] md:h-[440px]" />,
          json: (
            <FlowJson full={flow.metadataAccess === "full"}>
              <JsonText text={flowJsonText(flow)} />
            </FlowJson>
          ),
          metadata: <FlowDetails flow={flow} part="metadata" member={{ authorEmail: flow.authorEmail }} />,
          stats: <FlowDetails flow={flow} part="stats" />,
        }}
      />
    </FlowJsonSource>
  );
}
