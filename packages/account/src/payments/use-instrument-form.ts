import { zodResolver } from "@hookform/resolvers/zod";
import { useApiClient } from "@tandem/api-client/react";
import type { PaymentInstrument, PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { FIELD_VALIDATION, useAction } from "@tandem/page-kit";
import { useEffect, useRef } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod/mini";
import { useFieldErrors, type FieldErrorsOptions } from "../forms/use-field-errors.ts";
import { useLinkOnce } from "./use-link-once.ts";

/** Sends the link once; a lost answer is looked for among the member's instruments matching `matches`. */
export type SendOnce = (
  matches: (instrument: PaymentInstrument) => boolean,
  write: () => Promise<PaymentInstrumentMutation>,
) => Promise<PaymentInstrumentMutation>;

/** What a form that links a card or a bank account tells {@link useInstrumentForm}. */
export interface InstrumentFormOptions<In extends FieldValues, Out> {
  schema: z.ZodMiniType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** The fields' ids and labels, for the error summary. */
  fields: FieldErrorsOptions<In>["fields"];
  /** Writes the instrument from what was typed, through `send`. */
  write: (values: Out, send: SendOnce) => Promise<PaymentInstrumentMutation>;
  /** The instrument is linked: the page moves on. */
  onLinked: (answer: PaymentInstrumentMutation) => void;
}

/**
 * The scaffold of the add-card and link-bank-account forms (F-160, F-165, B-05, B-06, B-17): the form checked by
 * its schema, the write sent once across taps (a lost answer is found, never written twice), a late second tap
 * after success ignored, and the submit button focused when the write fails so the error line is read next.
 */
export function useInstrumentForm<In extends FieldValues, Out>(options: InstrumentFormOptions<In, Out>) {
  const { schema, defaultValues, fields, write, onLinked } = options;
  const api = useApiClient();
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    ...FIELD_VALIDATION,
    shouldFocusError: true,
    defaultValues,
  });
  const errors = useFieldErrors(form, { fields });
  // Once the instrument is linked the page moves on: a late second tap must not link it again.
  const linked = useRef(false);
  // What was typed, for the one request that sends it: never the mutation's variables, which the query cache
  // keeps after the request (S-14: a card number and CVC must not outlive it).
  const typed = useRef<Out | null>(null);
  const once = useLinkOnce();
  const action = useAction({
    mutationFn: async () => {
      const values = typed.current;
      typed.current = null;
      const earlier = await once.earlierLinked(api);
      if (earlier) return earlier;
      if (!values) throw new Error("Nothing to link");
      return write(values, (matches, send) => once.send(api, matches, send));
    },
    onSuccess: (answer) => {
      once.settle(null);
      linked.current = true;
      // The page moves on; what was typed is dropped from the form's state too.
      form.reset();
      onLinked(answer);
    },
    onError: once.settle,
  });
  useEffect(() => {
    if (action.error) submitButton.current?.focus();
  }, [action.error]);
  const onSubmit = form.handleSubmit((values) => {
    if (linked.current || action.isPending) return;
    typed.current = values;
    action.submit();
  });
  return { form, errors, action, submitButton, onSubmit };
}

/** The form scaffold {@link useInstrumentForm} gives. */
export type InstrumentForm<In extends FieldValues, Out> = ReturnType<typeof useInstrumentForm<In, Out>>;
