import { GlobeIcon, LockIcon, StarIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** "Pública" or "Privada", and "Destaque" when an admin features it: the same marks in the profile, the manage page and the panel. */
export function CollectionBadges({ isPublic, featured }: { isPublic: boolean; featured: boolean }) {
  return (
    <>
      {isPublic ? (
        <Badge variant="success">
          <GlobeIcon aria-hidden /> Pública
        </Badge>
      ) : (
        <Badge variant="outline">
          <LockIcon aria-hidden /> Privada
        </Badge>
      )}
      {featured && (
        <Badge variant="warning">
          <StarIcon aria-hidden /> Destaque
        </Badge>
      )}
    </>
  );
}
