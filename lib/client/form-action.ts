import { startTransition, useActionState, type FormEvent } from "react";
import { z } from "zod";
import type { ApiResult } from "./api";

export type Failure = Extract<ApiResult<unknown>, { ok: false }>;
export type FieldErrors<F extends string = string> = Partial<Record<F, string[]>>;

type Keys<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

export type Submission<S extends z.ZodType, T> =
  | { ok: true; data: T }
  /** `failure` is absent when the values never left the browser (the schema refused them). */
  | { ok: false; fieldErrors: FieldErrors<Keys<S>>; failure?: Failure };

/**
 * Checks `values` with the schema the server validates with, sends the parsed data, and maps a
 * failed answer's `fieldErrors` (same schema, so the same keys) back onto the form: an error found
 * here and one found by the server land under the same input.
 */
export async function submitWithSchema<S extends z.ZodType, T>(
  schema: S,
  values: unknown,
  send: (data: z.output<S>) => Promise<ApiResult<T>>,
): Promise<Submission<S, T>> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as FieldErrors<Keys<S>> };
  const result = await send(parsed.data);
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, fieldErrors: (result.fieldErrors ?? {}) as FieldErrors<Keys<S>>, failure: result };
}

/**
 * The one form path: React 19's `useActionState` holds the result and the pending flag. Forms call
 * `submit(values)` from `onSubmit`, which dispatches in a transition; `<form action>` is not used
 * because it resets the inputs even when the call fails, and these forms keep what was typed.
 * A form with a schema uses `useSchemaForm` (schema-form.ts); this is for confirmations without fields.
 */
export function useFormAction<State, Payload>(
  action: (state: Awaited<State>, payload: Payload) => Promise<State>,
  initial: Awaited<State>,
): [state: Awaited<State>, submit: (payload: Payload) => (event: FormEvent<HTMLFormElement>) => void, pending: boolean] {
  const [state, dispatch, pending] = useActionState<State, Payload>(action, initial);
  const submit = (payload: Payload) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startTransition(() => dispatch(payload));
  };
  return [state, submit, pending];
}
