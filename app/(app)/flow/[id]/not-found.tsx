import Link from "next/link";
import { FileQuestionIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function FlowNotFound() {
  return (
    <main id="conteudo" className="grid min-h-[70dvh] place-items-center px-4">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <FileQuestionIcon className="text-muted-foreground size-12" aria-hidden />
        <h1 className="text-2xl font-semibold">Fluxo não encontrado</h1>
        <p className="text-muted-foreground">O flow solicitado não existe ou não está disponível.</p>
        <Button asChild>
          <Link href="/dashboard">Voltar ao catálogo</Link>
        </Button>
      </div>
    </main>
  );
}
