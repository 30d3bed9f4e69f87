"use client";

import { LoadError } from "@/components/app/load-error";

export default function FlowError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError title="Erro ao carregar o fluxo" fallback="Ocorreu um erro inesperado ao carregar o fluxo." {...props} />;
}
