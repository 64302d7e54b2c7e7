import { useLingui } from "@lingui/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { Markdown } from "@tandem/ui/markdown";
import { useId } from "react";
import { FulfillmentForm, OptionText } from "./fulfillment-form.tsx";
import { orderMessages as m } from "./order-messages.ts";
import { useFulfillmentEdit } from "./use-fulfillment-edit.ts";

/**
 * The order's pickup (F-147, F-148, V-19, A-41). Without options to edit it shows the chosen option under the
 * offering's confirmation heading (or nothing when there is none); with options, the heading, the chosen option or
 * "No option chosen", and a pencil while `fulfillmentOptionEditable`. Editing offers the options as radios
 * (`useFulfillmentEdit`, `FulfillmentForm`).
 */
export function FulfillmentBlock({ order }: { order: DetailedOrder }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const edit = useFulfillmentEdit(order);
  const options = order.fulfillmentOptionsForEditing;
  const chosen = order.fulfillmentOption;
  if (options.length === 0 && !chosen) return null;
  const heading = order.fulfillmentConfirmation ? (
    <Markdown text={order.fulfillmentConfirmation} format="inline" />
  ) : (
    i18n._(m.fulfillment)
  );
  return (
    <section className="orders__panel orders__fulfillment" aria-labelledby={headingId}>
      <div className="orders__panel-head">
        <h2 id={headingId} className="orders__panel-title">
          {heading}
        </h2>
        {options.length > 0 && order.fulfillmentOptionEditable && !edit.editing && (
          <button
            type="button"
            className="orders__icon-button"
            aria-label={i18n._(m.editFulfillment)}
            onClick={edit.start}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      {edit.editing ? (
        <FulfillmentForm options={options} edit={edit} />
      ) : chosen ? (
        <OptionText option={chosen} />
      ) : (
        <p className="orders__muted">{i18n._(m.noOptionChosen)}</p>
      )}
    </section>
  );
}
