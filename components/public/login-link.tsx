"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";

/** "Entrar" that brings the visitor back to the page they were on. */
export function LoginLink({ children, ...button }: { children: React.ReactNode } & Omit<React.ComponentProps<typeof Button>, "asChild">) {
  const pathname = usePathname();
  const href = pathname && pathname !== "/" ? `/login?callbackUrl=${encodeURIComponent(pathname)}` : "/login";
  return (
    <Button asChild {...button}>
      <Link href={href}>{children}</Link>
    </Button>
  );
}
