import { useLingui } from "@lingui/react";
import { Alert } from "@tandem/ui/alert";
import { Button } from "@tandem/ui/button";
import { FieldError } from "@tandem/ui/field-error";
import { Select, type SelectOption, type SelectProps } from "@tandem/ui/select";
import type { UseQueryResult } from "@tanstack/react-query";
import { referenceSelectMessages as m } from "./reference-select-messages.ts";

export interface ReferenceSelectProps extends Omit<SelectProps, "options" | "id"> {
  /** The select's id (the error summary links to it). */
  id: string;
  /** The query of the list, its data already turned into options. */
  list: UseQueryResult<readonly SelectOption[]>;
  /** Says which list failed, e.g. "We couldn't load the list of states." */
  failedMessage: string;
}

/**
 * A select whose options come from the server (states, organizations). A failed load says so with Try again in
 * the field's place, never an empty dropdown; the retry button then carries the field's id, so the error
 * summary's link leads to it.
 */
export function ReferenceSelect({
  list,
  failedMessage,
  label,
  error,
  placeholder,
  ...select
}: ReferenceSelectProps) {
  const { i18n } = useLingui();
  if (list.data)
    return <Select label={label} error={error} placeholder={placeholder} options={list.data} {...select} />;
  if (list.isError) {
    const retry = (
      <Button
        id={select.id}
        variant="secondary"
        outline
        loading={list.isFetching}
        onClick={() => void list.refetch()}
      >
        {i18n._(m.tryAgain)}
      </Button>
    );
    return (
      <div className="tdm-field">
        <p className="tdm-field__label">{label}</p>
        <Alert variant="danger" live action={retry}>
          {failedMessage}
        </Alert>
        <FieldError>{error}</FieldError>
      </div>
    );
  }
  return (
    <Select
      label={label}
      placeholder={i18n._(m.loading)}
      options={[]}
      aria-busy="true"
      disabled
      {...select}
    />
  );
}
