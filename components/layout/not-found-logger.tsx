"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** docs/product-rules.md §17: the 404 page logs the path that was not found. */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.error("404: rota inexistente acessada:", pathname);
  }, [pathname]);
  return null;
}
