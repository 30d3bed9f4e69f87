import { describedBy, FieldMessages } from "@/components/auth/field-messages";

export const PUBLIC_HINT = "Desligada, só você vê a coleção. Ligada, qualquer pessoa com o link a vê, com o seu nome como autor da lista.";
export const PUBLIC_HINT_UNVERIFIED = "Para tornar uma coleção pública, confirme seu e-mail antes. Enquanto isso, só você a vê.";

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint: string;
}

/** "Coleção pública": a switch with its label, its hint and the server's refusal (an unconfirmed e-mail) beneath. */
export function PublicSwitch({ id, checked, onChange, error, hint }: Props) {
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="accent-primary mt-0.5 size-5 shrink-0"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
        />
        <div className="grid gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            Coleção pública
          </label>
          <FieldMessages id={id} error={error} hint={hint} />
        </div>
      </div>
    </div>
  );
}
