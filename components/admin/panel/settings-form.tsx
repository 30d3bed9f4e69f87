"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/auth/field";
import { TextAreaField } from "@/components/flows/edit/text-area-field";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import { SYNONYMS_MAX_CHARS } from "@/lib/language/synonyms";
import {
  CONTRIBUTION_MESSAGE_MAX,
  DOWNLOAD_LIMIT_MAX,
  MIN_CONTRIBUTION_FLOOR,
  RATING_PRIOR_WEIGHT_MAX,
  REPORT_HOLD_THRESHOLD_MAX,
  REPORT_HOLD_THRESHOLD_MIN,
  REPORT_MIN_ACCOUNT_DAYS_MAX,
  settingsSchema,
  type SettingValues,
} from "@/lib/settings/schemas";

type Key = keyof SettingValues;

const SAVE_ERROR = "Não foi possível salvar as configurações.";

/** The form's text for each setting. */
const asText = (settings: SettingValues): Record<Key, string> => ({
  min_contribution_amount: String(settings.min_contribution_amount),
  free_download_limit: String(settings.free_download_limit),
  contribution_message: settings.contribution_message,
  search_synonyms: settings.search_synonyms,
  rating_prior_weight: String(settings.rating_prior_weight),
  report_hold_threshold: String(settings.report_hold_threshold),
  report_min_account_days: String(settings.report_min_account_days),
});

/**
 * The three settings of docs/product-rules.md §10, the search's synonym list, the weight of the rating rank and how many
 * "malicioso ou inseguro" reports hold an item ("Denúncias"). Checked with the same schema as POST /api/admin/settings before
 * sending, so the messages match; the server checks again.
 */
export function SettingsForm({ initial }: { initial: SettingValues }) {
  const router = useRouter();
  const {
    values,
    setValues,
    set: change,
    errors,
    submit,
    pending,
  } = useSchemaForm(settingsSchema, {
    initial: () => asText(initial),
    send: (data) => postJson<SettingValues>("/api/admin/settings", data),
    onSuccess: (saved) => {
      // The values as the server stored them.
      setValues(asText(saved));
      toast.success("Configurações salvas");
      router.refresh();
    },
    errorTitle: SAVE_ERROR,
    fallback: SAVE_ERROR,
  });

  /** A whole-number setting between `min` and `max`. */
  const integer = (key: Key, { id, label, min, max, hint }: { id: string; label: string; min: number; max: number; hint: string }) => (
    <Field
      id={id}
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      required
      value={values[key]}
      onChange={change(key)}
      error={errors[key]?.[0]}
      hint={hint}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Configurações">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="setting-min-contribution"
          label="Contribuição mínima (R$)"
          type="number"
          inputMode="decimal"
          min={MIN_CONTRIBUTION_FLOOR}
          step={0.01}
          required
          value={values.min_contribution_amount}
          onChange={change("min_contribution_amount")}
          error={errors.min_contribution_amount?.[0]}
          hint="Pelo menos R$ 1,00."
        />
        {integer("free_download_limit", {
          id: "setting-free-downloads",
          label: "Downloads gratuitos por usuário",
          min: 0,
          max: DOWNLOAD_LIMIT_MAX,
          hint: `Um número inteiro de 0 a ${DOWNLOAD_LIMIT_MAX}.`,
        })}
        {integer("rating_prior_weight", {
          id: "setting-rating-prior-weight",
          label: "Peso da média do catálogo na ordenação por avaliação (em avaliações)",
          min: 0,
          max: RATING_PRIOR_WEIGHT_MAX,
          hint: `De 0 a ${RATING_PRIOR_WEIGHT_MAX}. Quanto maior, mais avaliações um fluxo precisa para subir ou descer na ordenação por avaliação; 0 ordena pela média simples. Num catálogo grande, a nova ordem leva alguns segundos para aparecer.`,
        })}
        {integer("report_hold_threshold", {
          id: "setting-report-hold-threshold",
          label: "Denúncias de “malicioso ou inseguro” para retirar um item do catálogo",
          min: REPORT_HOLD_THRESHOLD_MIN,
          max: REPORT_HOLD_THRESHOLD_MAX,
          hint: `De ${REPORT_HOLD_THRESHOLD_MIN} a ${REPORT_HOLD_THRESHOLD_MAX}. Contam só denúncias de contas confirmadas, com a idade mínima abaixo, que baixaram o fluxo, pesadas pelo histórico de denúncias de cada uma. O fluxo ou a avaliação fica fora do ar até a moderação decidir.`,
        })}
        {integer("report_min_account_days", {
          id: "setting-report-min-account-days",
          label: "Idade mínima da conta para a denúncia contar (em dias)",
          min: 0,
          max: REPORT_MIN_ACCOUNT_DAYS_MAX,
          hint: `De 0 a ${REPORT_MIN_ACCOUNT_DAYS_MAX}. Denúncias de contas mais novas chegam à fila marcadas como “conta nova” e nunca retiram nada do ar.`,
        })}
      </div>
      <TextAreaField
        id="setting-contribution-message"
        label="Mensagem de contribuição"
        required
        maxLength={CONTRIBUTION_MESSAGE_MAX}
        value={values.contribution_message}
        onChange={change("contribution_message")}
        error={errors.contribution_message?.[0]}
        hint="Exibida na janela 'Apoie o Projeto'."
      />
      <TextAreaField
        id="setting-search-synonyms"
        label="Sinônimos da busca"
        maxLength={SYNONYMS_MAX_CHARS}
        rows={7}
        spellCheck={false}
        className="font-mono"
        value={values.search_synonyms}
        onChange={change("search_synonyms")}
        error={errors.search_synonyms?.[0]}
        hint="Uma regra por linha. 'zap, wpp => whatsapp': quem busca zap ou wpp também encontra whatsapp. 'email, e-mail': cada termo encontra todos. Linhas com # são comentários."
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando..." : "Salvar configurações"}
        </Button>
      </div>
    </form>
  );
}
