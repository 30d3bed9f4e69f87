import type { Metadata } from "next";
import { LibraryBigIcon } from "lucide-react";
import { PublicNotFound } from "@/components/public/public-not-found";

export const metadata: Metadata = { title: "Coleção não encontrada", robots: { index: false, follow: false } };

/** No such collection, a private one, or one whose owner's account is suspended: all look the same. */
export default function CollectionNotFound() {
  return <PublicNotFound icon={LibraryBigIcon} title="Coleção não encontrada" text="Esta coleção não existe ou não está disponível." />;
}
