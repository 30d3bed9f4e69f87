import Link from "next/link";
import { FolderXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PROFILE_COLLECTIONS_PATH } from "@/lib/collections/url";

/** Someone else's collection, a deleted one or an id that never was: all the same here. */
export default function CollectionNotFound() {
  return (
    <main id="conteudo" className="grid min-h-[70dvh] place-items-center px-4">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <FolderXIcon className="text-muted-foreground size-12" aria-hidden />
        <h1 className="text-2xl font-semibold">Coleção não encontrada</h1>
        <p className="text-muted-foreground">Esta coleção não existe, foi excluída ou não é sua.</p>
        <Button asChild>
          <Link href={PROFILE_COLLECTIONS_PATH}>Ver minhas coleções</Link>
        </Button>
      </div>
    </main>
  );
}
