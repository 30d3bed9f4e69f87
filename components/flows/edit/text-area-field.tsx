import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { describedBy, FieldMessages } from "@/components/auth/field-messages";

interface Props extends React.ComponentProps<"textarea"> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** Labelled textarea styled like the shadcn Input, with its error tied by aria-describedby. */
export function TextAreaField({ id, label, error, hint, className, ...textarea }: Props) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(
          "border-input placeholder:text-muted-foreground dark:bg-input/30 min-h-24 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none md:text-sm",
          "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
          className,
        )}
        {...textarea}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
