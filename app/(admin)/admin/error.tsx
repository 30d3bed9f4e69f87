"use client";

import { LoadError } from "@/components/app/load-error";

export default function AdminError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError title="Erro ao carregar dados" fallback="Ocorreu um erro inesperado" {...props} />;
}
