"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { CheckIcon, ExternalLinkIcon, LinkIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import { collectionPath } from "@/lib/collections/url";

/**
 * A public collection's way out: "Ver página pública" and "Copiar link" (the whole address, which
 * stays the same when the name changes). 'Copiado!' for 2 s (docs/product-rules.md §17).
 */
export function CollectionShare({ slug }: { slug: string }) {
  const path = collectionPath(slug);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).href);
      setCopied(true);
    } catch {
      toast.error("Erro ao copiar");
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link href={path} prefetch={false}>
          <ExternalLinkIcon aria-hidden /> Ver página pública
        </Link>
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        {copied ? <CheckIcon aria-hidden /> : <LinkIcon aria-hidden />}
        <span aria-live="polite">{copied ? "Copiado!" : "Copiar link"}</span>
      </Button>
    </div>
  );
}
