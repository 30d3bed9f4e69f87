import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describedBy, FieldMessages } from "./field-messages";

interface FieldProps extends React.ComponentProps<typeof Input> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** Labelled input whose error is tied to it with aria-describedby and announced politely. */
export function Field({ id, label, error, hint, ...input }: FieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
