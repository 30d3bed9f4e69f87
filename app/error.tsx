"use client";

import { LoadError } from "@/components/app/load-error";

// Any page without an error screen of its own (login, auth links, new pages): a database outage or
// another server error shows the app's message and 'Tentar novamente', not the framework's page.
export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <LoadError title="Não foi possível carregar a página" fallback="Ocorreu um erro inesperado. Tente novamente em instantes." {...props} />;
}
