import type { Metadata } from "next";
import { FileQuestionIcon } from "lucide-react";
import { PublicNotFound } from "@/components/public/public-not-found";

export const metadata: Metadata = { title: "Fluxo não encontrado" };

/** A flow that does not exist, or that this visitor may not see. */
export default function FlowNotFound() {
  return <PublicNotFound icon={FileQuestionIcon} title="Fluxo não encontrado" text="O fluxo solicitado não existe ou não está disponível." />;
}
