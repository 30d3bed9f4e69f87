import type { Metadata } from "next";
import { UserXIcon } from "lucide-react";
import { PublicNotFound } from "@/components/public/public-not-found";

export const metadata: Metadata = { title: "Autor não encontrado", robots: { index: false, follow: false } };

/** No such handle, or a page its author keeps private. */
export default function AuthorNotFound() {
  return <PublicNotFound icon={UserXIcon} title="Autor não encontrado" text="Esta página de autor não existe ou não está disponível." />;
}
