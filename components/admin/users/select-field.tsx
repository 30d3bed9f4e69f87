import { describedBy, FieldMessages } from "@/components/auth/field-messages";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

interface Props extends React.ComponentProps<typeof NativeSelect> {
  id: string;
  label: string;
  options: Record<string, string>;
  error?: string;
  hint?: string;
}

/** Labelled native select for role and status, with hint and error tied by aria-describedby. */
export function SelectField({ id, label, options, error, hint, className, ...select }: Props) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={className ?? "w-full"}
        {...select}
      >
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
