"use client";

import { LoadError } from "@/components/app/load-error";

export default function AdminUsersError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError title="Erro ao carregar usuários" fallback="Ocorreu um erro inesperado" {...props} />;
}
