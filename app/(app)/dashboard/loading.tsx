import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return <Spinner label="Verificando autenticação..." className="min-h-[60dvh]" />;
}
