"use client";

import { LoadError } from "@/components/app/load-error";

export default function DashboardError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError title="Erro ao carregar fluxos" fallback="Ocorreu um erro inesperado" {...props} />;
}
