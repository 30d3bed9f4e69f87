import { startTransition, useActionState, useState, type ChangeEvent, type FormEvent } from "react";
import { z } from "zod";
import type { ApiResult } from "./api";
import { failureMessage, handleSignedOut } from "./api-feedback";
import { submitWithSchema, type Failure, type FieldErrors } from "./form-action";
import { toast } from "./toast";

type Keys<S extends z.ZodType> = Extract<keyof z.input<S>, string>;
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export interface SchemaFormOptions<S extends z.ZodType, V, T> {
  initial: V | (() => V);
  /** What the schema checks, when it is not the values as typed (a field left out, a blank that means null). */
  input?: (values: V) => unknown;
  /** Refusals the schema cannot see, asked first: any answer, even `{}`, is the refusal; `undefined` goes on to the schema. */
  check?: (values: V) => FieldErrors<Keys<S>> | undefined;
  send: (data: z.output<S>, values: V) => Promise<ApiResult<T>>;
  /** Saved: the toast, closing, refreshing, in the order the form wants them. */
  onSuccess?: (data: T, values: V) => void;
  /** The failure toast's title. Without it nothing is toasted: `send` (a parent's handler) announces its own failures. */
  errorTitle?: string;
  /** `failureMessage`'s fallback; a function for the texts that name the status. */
  fallback?: string | ((failure: Failure) => string);
  /** A refusal in the browser is toasted too, with its first field error. */
  toastRefusal?: boolean;
  /** A 401 is a session that ended (`handleSignedOut`, which offers the login page through this router). */
  signedOut?: { push: (href: string) => void };
  /**
   * Runs first on a refusal (`failure` absent) or a failed answer. Returning errors ends the
   * handling there: the form has announced it its own way (a 409 code, an inline message).
   */
  onFailure?: (errors: FieldErrors<Keys<S>>, failure: Failure | undefined, values: V) => FieldErrors<Keys<S>> | void;
}

interface Answer<V, F extends string> {
  errors: FieldErrors<F>;
  /** The values this answer is about. */
  values?: V;
  /** `clearErrors()` starts a new round: answers of older rounds, even ones still on their way, are dropped. */
  round: number;
  seq: number;
}

/**
 * The one schema form: values, field errors, pending and the submit handler, on React's
 * `useActionState` as `useFormAction` is, with the four outcomes (saved, refused by the schema
 * here, session ended, failed on the server) answered the same way everywhere, so each form only
 * says what is its own.
 */
export function useSchemaForm<S extends z.ZodType, V, T>(schema: S, options: SchemaFormOptions<S, V, T>) {
  type F = Keys<S>;
  const [values, setValues] = useState<V>(options.initial);
  const [round, setRound] = useState(0);
  // A field whose error the user already answered (a new file, a star picked), until the next answer.
  const [hidden, setHidden] = useState<{ seq: number; fields: F[] }>({ seq: -1, fields: [] });

  const [answer, dispatch, pending] = useActionState(
    async (previous: Answer<V, F>, { values, round }: { values: V; round: number }): Promise<Answer<V, F>> => ({
      errors: await settleSubmission(schema, options, values),
      values,
      round,
      seq: previous.seq + 1,
    }),
    { errors: {}, round: 0, seq: 0 },
  );

  const current = answer.round === round;
  const errors: FieldErrors<F> = !current
    ? {}
    : answer.seq === hidden.seq
      ? (Object.fromEntries(Object.entries(answer.errors).filter(([key]) => !hidden.fields.includes(key as F))) as FieldErrors<F>)
      : answer.errors;

  return {
    values,
    setValues,
    setValue: <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })),
    /** The change handler of a text input, textarea or select. */
    set: (key: TextKey<V>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
    errors,
    /** The values the shown errors are about. */
    submitted: current ? answer.values : undefined,
    /** One field: hides its error until the next answer. None: drops every answer so far (a new opening, the other mode). */
    clearErrors: (field?: F) => {
      if (field === undefined) setRound((n) => n + 1);
      else setHidden((h) => ({ seq: answer.seq, fields: h.seq === answer.seq ? [...h.fields, field] : [field] }));
    },
    pending,
    /** `<form onSubmit>`: `<form action>` is not used, it resets the inputs even when the call fails. */
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      startTransition(() => dispatch({ values, round }));
    },
  };
}

/** One submission and its outcome, toasts included; what it answers is the field errors to show. */
export async function settleSubmission<S extends z.ZodType, V, T>(schema: S, options: SchemaFormOptions<S, V, T>, values: V): Promise<FieldErrors<Keys<S>>> {
  const { check, input = (v: V) => v, onFailure, errorTitle, fallback = "Tente novamente." } = options;
  const refused = check?.(values);
  const outcome = refused ? { ok: false as const, fieldErrors: refused } : await submitWithSchema(schema, input(values), (data) => options.send(data, values));
  if (outcome.ok) {
    options.onSuccess?.(outcome.data, values);
    return {};
  }
  const errors = outcome.fieldErrors;
  const failure = "failure" in outcome ? outcome.failure : undefined;
  const handled = onFailure?.(errors, failure, values);
  if (handled) return handled;
  if (!failure) {
    if (options.toastRefusal && errorTitle) {
      toast.error(errorTitle, { description: Object.values<string[] | undefined>(errors).flat()[0] ?? (typeof fallback === "string" ? fallback : undefined) });
    }
    return errors;
  }
  if (options.signedOut && handleSignedOut(failure, options.signedOut)) return {};
  if (errorTitle) toast.error(errorTitle, { description: failureMessage(failure, typeof fallback === "string" ? fallback : fallback(failure)) });
  return errors;
}
