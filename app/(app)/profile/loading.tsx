import { Spinner } from "@/components/ui/spinner";

// The page calls no notFound(), so a loading boundary here cannot turn a 404 into a 200.
export default function Loading() {
  return <Spinner label="Carregando perfil..." className="min-h-[60dvh]" />;
}
