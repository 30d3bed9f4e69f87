"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ExternalLinkIcon, GlobeIcon } from "lucide-react";
import { describedBy, FieldMessages } from "@/components/auth/field-messages";
import { TextAreaField } from "@/components/flows/edit/text-area-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { handleSchema, HANDLE_MAX } from "@/lib/authors/handle";
import { BIO_MAX, LINK_MAX, LINKS_MAX, updatePublicProfileSchema, type PublicProfileSettings } from "@/lib/authors/schemas";
import { patchJson } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { z } from "zod";

interface Values {
  handle: string;
  bio: string;
  links: string[];
  profilePublic: boolean;
}

const withSlots = (links: string[]) => [...links, ...Array<string>(LINKS_MAX).fill("")].slice(0, LINKS_MAX);

/**
 * Meu Perfil → "Página pública": the creator page's address, bio, links and whether it is public
 * (docs/product-rules.md, "Páginas de autor"). Checked here with the server's schema; the handle
 * only when it changed, as the server does.
 */
export function PublicPageSection({ initial }: { initial: PublicProfileSettings }) {
  const router = useRouter();
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const handleChanged = (v: Values) => v.handle.trim().toLowerCase() !== saved.handle;
  const input = (v: Values) => ({ ...v, handle: handleChanged(v) ? v.handle : undefined });
  const {
    values,
    setValues,
    setValue: set,
    errors,
    submit,
    pending,
  } = useSchemaForm(updatePublicProfileSchema, {
    initial: (): Values => ({ handle: initial.handle, bio: initial.bio ?? "", links: withSlots(initial.links), profilePublic: initial.profilePublic }),
    input,
    // A changed handle is checked on its own too; its errors come first, with the schema's.
    check: (v) => {
      const handle = handleChanged(v) ? handleSchema.safeParse(v.handle) : undefined;
      if (!handle || handle.success) return undefined;
      const parsed = updatePublicProfileSchema.safeParse(input(v));
      return { handle: handle.error.issues.map((issue) => issue.message), ...(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors) };
    },
    send: (data) => patchJson<PublicProfileSettings>("/api/users/me/public-profile", data),
    onSuccess: (data) => {
      setSaved(data);
      setValues({ handle: data.handle, bio: data.bio ?? "", links: withSlots(data.links), profilePublic: data.profilePublic });
      toast.success("Página pública salva", {
        description: data.profilePublic ? `Seu endereço: ${data.path}` : "Sua página está privada: ninguém a vê, e seu nome aparece sem link.",
      });
      router.refresh();
    },
    errorTitle: "Não foi possível salvar a página pública",
    toastRefusal: true,
    signedOut: router,
  });

  const linkErrors = errors.links ?? [];
  const errorOfLink = (n: number) => linkErrors.find((message) => message.startsWith(`Link ${n}:`));
  const generalLinkError = linkErrors.find((message) => !/^Link \d+:/.test(message));
  const bioLength = [...values.bio].length;

  return (
    <section aria-labelledby={`${id}-title`} id="pagina-publica">
      <Card>
        <CardHeader>
          <h2 id={`${id}-title`} className="flex items-center gap-2 leading-none font-semibold">
            <GlobeIcon className="size-4" aria-hidden /> Página pública
          </h2>
          <CardDescription>
            Sua página de autor mostra seu nome, sua bio, seus links e os fluxos que você publicou no catálogo. Nos cartões, “por {"…"}” leva até ela.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid max-w-2xl gap-5">
            <div className="flex items-start gap-3">
              <input
                id={`${id}-public`}
                type="checkbox"
                role="switch"
                className="accent-primary mt-0.5 size-5 shrink-0"
                checked={values.profilePublic}
                onChange={(e) => set("profilePublic", e.currentTarget.checked)}
                aria-describedby={`${id}-public-hint`}
              />
              <div className="grid gap-1">
                <label htmlFor={`${id}-public`} className="text-sm font-medium">
                  Deixar minha página pública
                </label>
                <p id={`${id}-public-hint`} className="text-muted-foreground text-xs">
                  Desligada, sua página não existe para ninguém e seu nome aparece nos fluxos sem link.
                </p>
              </div>
            </div>

            <div className="grid gap-2">
              <Label htmlFor={`${id}-handle`}>Endereço da página</Label>
              <div className="flex min-w-0 items-stretch">
                <span
                  aria-hidden
                  className="border-input bg-muted text-muted-foreground flex items-center rounded-l-md border border-r-0 px-3 text-sm whitespace-nowrap"
                >
                  /autores/
                </span>
                <Input
                  id={`${id}-handle`}
                  name="handle"
                  className="min-w-0 rounded-l-none"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={HANDLE_MAX}
                  value={values.handle}
                  onChange={(e) => set("handle", e.target.value)}
                  aria-invalid={errors.handle ? true : undefined}
                  aria-describedby={describedBy(`${id}-handle`, errors.handle?.[0], "hint")}
                />
              </div>
              <FieldMessages
                id={`${id}-handle`}
                error={errors.handle?.[0]}
                hint={`De 3 a ${HANDLE_MAX} caracteres: letras minúsculas sem acento, números e hífens. Ao trocar, o endereço antigo continua levando à sua página.`}
              />
            </div>

            <TextAreaField
              id={`${id}-bio`}
              label="Bio (opcional)"
              rows={4}
              value={values.bio}
              onChange={(e) => set("bio", e.target.value)}
              error={errors.bio?.[0]}
              hint={`${bioLength} de ${BIO_MAX} caracteres. Conte em poucas linhas o que você automatiza.`}
            />

            <fieldset className="grid gap-2" aria-describedby={`${id}-links-hint`}>
              <legend className="mb-2 text-sm font-medium">Links (opcional)</legend>
              <p id={`${id}-links-hint`} className="text-muted-foreground -mt-1 text-xs">
                Até {LINKS_MAX} endereços começando com https://, como seu site, GitHub ou LinkedIn.
              </p>
              {values.links.map((link, i) => {
                const fieldId = `${id}-link-${i + 1}`;
                const error = errorOfLink(i + 1);
                return (
                  <div key={i} className="grid gap-1">
                    <Label htmlFor={fieldId} className="sr-only">
                      Link {i + 1}
                    </Label>
                    <Input
                      id={fieldId}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      maxLength={LINK_MAX}
                      value={link}
                      onChange={(e) =>
                        set(
                          "links",
                          values.links.map((old, j) => (j === i ? e.target.value : old)),
                        )
                      }
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(fieldId, error)}
                    />
                    <FieldMessages id={fieldId} error={error} />
                  </div>
                );
              })}
              {generalLinkError && (
                <p role="alert" className="text-destructive text-sm">
                  {generalLinkError}
                </p>
              )}
            </fieldset>

            <div className="flex flex-wrap items-center justify-end gap-2">
              {saved.profilePublic && (
                <Button asChild variant="ghost">
                  <Link href={saved.path} prefetch={false}>
                    <ExternalLinkIcon aria-hidden /> Ver minha página
                  </Link>
                </Button>
              )}
              <Button type="submit" disabled={pending}>
                {pending ? "Salvando..." : "Salvar página pública"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
