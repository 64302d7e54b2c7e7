import { useLingui } from "@lingui/react";
import { isApiError, updateOrderFulfillment } from "@tandem/api-client";
import { orderQueries, useApiClient } from "@tandem/api-client/react";
import type { DetailedOrder, FulfillmentOption } from "@tandem/api-client/schemas";
import { failureMessage, useAction } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { OverlayLoader } from "@tandem/ui/overlay-loader";
import { RadioGroup } from "@tandem/ui/radio-group";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { orderMessages as m } from "./order-messages.ts";
import { seedOrderDetail } from "./seed-order-detail.ts";

function OptionText({ option }: { option: FulfillmentOption }) {
  return (
    <span className="orders__option">
      <Markdown text={option.description} format="inline" />
      {option.address && <span className="orders__option-address">{option.address.oneLineAddress}</span>}
    </span>
  );
}

/**
 * The order's pickup (F-147, F-148, V-19, A-41). Without options to edit it shows the chosen option under the
 * offering's confirmation heading (or nothing when there is none); with options, the heading, the chosen option or
 * "No option chosen", and a pencil while `fulfillmentOptionEditable`. Editing offers the options as radios; save
 * goes only to an offered option, once, and the answer replaces the order. A failure says why in a toast and puts
 * the old choice back.
 */
export function FulfillmentBlock({ order }: { order: DetailedOrder }) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const headingId = useId();
  const hintId = useId();
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const save = useAction({
    mutationFn: (optionId: number) => updateOrderFulfillment(api, order.id, optionId),
    onSuccess: (updated) => {
      seedOrderDetail(queryClient, api, updated);
      void queryClient.invalidateQueries({ queryKey: orderQueries.history(api).queryKey });
      setEditing(false);
      if (updated.fulfillmentOption) {
        toast.showSuccess(
          i18n._({ ...m.fulfillmentSaved, values: { option: updated.fulfillmentOption.description } }),
        );
      }
    },
    onError: (error) => {
      // V-19: the server refuses an option no longer offered with a validation error; say so plainly.
      const notOffered = isApiError(error) && error.code === "validation_error";
      toast.showError(i18n._(notOffered ? m.optionNotOffered : failureMessage(error)));
      // The order did not change: the old choice is back on the radios.
      setChoice(order.fulfillmentOption ? String(order.fulfillmentOption.id) : undefined);
    },
  });
  const options = order.fulfillmentOptionsForEditing;
  const chosen = order.fulfillmentOption;
  if (options.length === 0 && !chosen) return null;
  const heading = order.fulfillmentConfirmation ? (
    <Markdown text={order.fulfillmentConfirmation} format="inline" />
  ) : (
    i18n._(m.fulfillment)
  );
  const offered = options.some((option) => String(option.id) === choice);
  const startEditing = () => {
    setChoice(chosen ? String(chosen.id) : undefined);
    setEditing(true);
  };
  return (
    <section className="orders__panel orders__fulfillment" aria-labelledby={headingId}>
      <div className="orders__panel-head">
        <h2 id={headingId} className="orders__panel-title">
          {heading}
        </h2>
        {options.length > 0 && order.fulfillmentOptionEditable && !editing && (
          <button
            type="button"
            className="orders__icon-button"
            aria-label={i18n._(m.editFulfillment)}
            onClick={startEditing}
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
      {editing ? (
        <OverlayLoader active={save.isPending}>
          <form
            className="orders__fulfillment-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (offered && choice) save.submit(Number(choice));
            }}
          >
            <RadioGroup
              legend={i18n._(m.chooseFulfillment)}
              options={options.map((option) => ({
                value: String(option.id),
                label: <OptionText option={option} />,
              }))}
              value={choice}
              onChange={setChoice}
            />
            {!offered && (
              <p id={hintId} className="orders__hint">
                {i18n._(m.chooseOffered)}
              </p>
            )}
            <div className="orders__fulfillment-actions">
              <Button type="button" variant="secondary" outline onClick={() => setEditing(false)}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                {i18n._(m.cancelEdit)}
              </Button>
              <Button
                type="submit"
                disabled={!offered}
                loading={save.isPending}
                aria-describedby={offered ? undefined : hintId}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M5 12.5l4.5 4.5L19 7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                {i18n._(m.saveEdit)}
              </Button>
            </div>
          </form>
        </OverlayLoader>
      ) : chosen ? (
        <OptionText option={chosen} />
      ) : (
        <p className="orders__muted">{i18n._(m.noOptionChosen)}</p>
      )}
    </section>
  );
}
