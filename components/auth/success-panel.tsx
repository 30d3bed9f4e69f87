import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** What replaces a recovery form once it succeeded: the server's message and a way back to login. */
export function SuccessPanel({ icon: Icon, message, linkLabel, primary }: { icon: LucideIcon; message: string; linkLabel: string; primary?: boolean }) {
  return (
    <div className="grid gap-4">
      <Alert variant="success">
        <Icon aria-hidden />
        <AlertDescription className="text-foreground">{message}</AlertDescription>
      </Alert>
      <Button asChild variant={primary ? "default" : "outline"} size={primary ? "lg" : "default"}>
        <Link href="/login">{linkLabel}</Link>
      </Button>
    </div>
  );
}
