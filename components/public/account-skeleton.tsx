import { Skeleton } from "@/components/ui/skeleton";

/** What a public page's account area shows until the signed-in user is known. */
export function AccountSkeleton() {
  return (
    <div className="flex items-center gap-2" role="status" aria-busy="true" aria-label="Carregando sua conta">
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-8 w-20 max-md:hidden" />
    </div>
  );
}
