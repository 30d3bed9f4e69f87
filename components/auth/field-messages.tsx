/** Hint and error lines under a form field, referenced by the input's aria-describedby. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className="text-destructive text-sm empty:hidden">
        {error}
      </p>
    </>
  );
}

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}
