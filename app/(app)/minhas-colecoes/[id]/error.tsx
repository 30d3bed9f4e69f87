"use client";

import { LoadError } from "@/components/app/load-error";

export default function CollectionError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError title="Erro ao carregar a coleção" fallback="Ocorreu um erro inesperado ao carregar a coleção." {...props} />;
}
