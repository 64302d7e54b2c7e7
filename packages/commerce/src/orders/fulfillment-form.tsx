import { useLingui } from "@lingui/react";
import type { FulfillmentOption } from "@tandem/api-client/schemas";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { OverlayLoader } from "@tandem/ui/overlay-loader";
import { RadioGroup } from "@tandem/ui/radio-group";
import { useId } from "react";
import { orderMessages as m } from "./order-messages.ts";
import type { FulfillmentEdit } from "./use-fulfillment-edit.ts";

/** A pickup option as the order shows it: its description and, when it has one, its address on one line. */
export function OptionText({ option }: { option: FulfillmentOption }) {
  return (
    <span className="orders__option">
      <Markdown text={option.description} format="inline" />
      {option.address && <span className="orders__option-address">{option.address.oneLineAddress}</span>}
    </span>
  );
}

/**
 * The pickup options as radios with Cancel and Save (F-148, V-19): Save is disabled, with a hint saying why, until
 * an offered option is chosen.
 */
export function FulfillmentForm({
  options,
  edit,
}: {
  options: readonly FulfillmentOption[];
  edit: FulfillmentEdit;
}) {
  const { i18n } = useLingui();
  const hintId = useId();
  return (
    <OverlayLoader active={edit.isPending}>
      <form
        className="orders__fulfillment-form"
        onSubmit={(event) => {
          event.preventDefault();
          edit.save();
        }}
      >
        <RadioGroup
          legend={i18n._(m.chooseFulfillment)}
          options={options.map((option) => ({
            value: String(option.id),
            label: <OptionText option={option} />,
          }))}
          value={edit.choice}
          onChange={edit.choose}
        />
        {!edit.offered && (
          <p id={hintId} className="orders__hint">
            {i18n._(m.chooseOffered)}
          </p>
        )}
        <div className="orders__fulfillment-actions">
          <Button type="button" variant="secondary" outline onClick={edit.cancel}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {i18n._(m.cancelEdit)}
          </Button>
          <Button
            type="submit"
            disabled={!edit.offered}
            loading={edit.isPending}
            aria-describedby={edit.offered ? undefined : hintId}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M5 12.5l4.5 4.5L19 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {i18n._(m.saveEdit)}
          </Button>
        </div>
      </form>
    </OverlayLoader>
  );
}
