import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { getCheckoutConfirmation, isApiError, type ApiClient } from "@tandem/api-client";
import {
  checkoutQueries,
  meQueries,
  metaQueries,
  offeringQueries,
  orderQueries,
  useApiClient,
} from "@tandem/api-client/react";
import type { Checkout } from "@tandem/api-client/schemas";
import { errorMessage, formMessages } from "@tandem/i18n";
import {
  failureMessage,
  PageErrorBoundary,
  useAction,
  usePageTitle,
  type RouteContext,
} from "@tandem/page-kit";
import { paths, withAppBase } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { Button } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { RadioGroup } from "@tandem/ui/radio-group";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { useToast } from "@tandem/ui/toast";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import {
  Link,
  replace,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from "react-router";
import { soldOutLabel } from "../offerings/availability.ts";
import { foodMessages } from "../offerings/food-messages.ts";
import { OfferingBar } from "../offerings/offering-bar.tsx";
import { Price } from "../price/price.tsx";
import { numberParam, VISIT_STALE_TIME_MS } from "../common/offering-query.ts";
import { checkoutMessages as m } from "./checkout-messages.ts";
import { MapsLink } from "./maps-link.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PaymentChoice } from "./payment-choice.tsx";
import { placeOrder } from "./place-order.ts";
import { useFulfillmentChoice } from "./use-fulfillment-choice.ts";
import "../offerings/offering.css";
import "./checkout.css";

/**
 * Loads the checkout (from the cache when the cart just started it, F-127, F-128) and the supported payment
 * methods. A checkout that is already completed (a reload or Back after ordering) opens its confirmation instead,
 * so the order button is never offered twice for one order.
 */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const checkoutId = numberParam(params.checkoutId);
    // Back from adding a card or bank account (F-131): the checkout is read again to list the new instrument.
    const returning = new URL(request.url).searchParams.has("instrumentId");
    try {
      await Promise.all([
        returning
          ? queryClient.fetchQuery({ ...checkoutDetail(apiClient, checkoutId), staleTime: 0 })
          : queryClient.ensureQueryData(checkoutDetail(apiClient, checkoutId)),
        queryClient.ensureQueryData(metaQueries.paymentMethods(apiClient)),
      ]);
      return null;
    } catch (error) {
      if (!isApiError(error) || error.code !== "forbidden") throw error;
      const confirmation = await getCheckoutConfirmation(apiClient, checkoutId).catch(() => null);
      if (!confirmation) throw error;
      queryClient.setQueryData(checkoutQueries.confirmation(apiClient, checkoutId).queryKey, confirmation);
      return replace(paths.checkoutConfirmation({ checkoutId }));
    }
  };

/** The checkout as the cart's start left it (F-127), read again only after a language switch or a reload. */
const checkoutDetail = (client: ApiClient, checkoutId: number) =>
  queryOptions({ ...checkoutQueries.detail(client, checkoutId), staleTime: VISIT_STALE_TIME_MS });

/** A form section comes into view with its first control focused (on a phone it is far above the button). */
function bringIntoView(sectionId: string) {
  const target = document.getElementById(sectionId);
  target?.scrollIntoView?.({ block: "start" });
  target?.querySelector<HTMLElement>("input:not([disabled]), a")?.focus({ preventScroll: true });
}

/** The instrument chosen (F-131): the member's own choice, else the one the query names, else the checkout's. */
function chosenInstrument(checkout: Checkout, manual: string | undefined, search: URLSearchParams) {
  const keys = new Set(checkout.availablePaymentInstruments.map((instrument) => instrument.key));
  if (manual && keys.has(manual)) return manual;
  const fromQuery = `${search.get("instrumentType") ?? ""}-${search.get("instrumentId") ?? ""}`;
  if (keys.has(fromQuery)) return fromQuery;
  const fallback = checkout.paymentInstrument?.key;
  return fallback && keys.has(fallback) ? fallback : undefined;
}

export function Component() {
  const api = useApiClient();
  const checkoutId = numberParam(useParams().checkoutId);
  const { data: checkout } = useQuery(checkoutDetail(api, checkoutId));
  const { data: methods } = useQuery(metaQueries.paymentMethods(api));
  if (!checkout) return null;
  return <CheckoutForm checkout={checkout} supported={methods?.items ?? []} />;
}

interface Problems {
  payment?: string | undefined;
  fulfillment?: string | undefined;
}

/**
 * `/checkout/{id}` (R-21, F-128–F-139, S-13): how the member pays, how they get the order, the items with a link to
 * edit them, the order summary, the terms and Place order. Place order checks that a payment (when one is needed)
 * and a fulfillment option (whenever there are options) are chosen, repeating any problem beside the button, then
 * shows the full-screen loader and places the order once; on success the cart and offering are dropped, the member
 * is refreshed and the confirmation replaces this page in history. An unverified member sees why they cannot order
 * and no button.
 */
function CheckoutForm({ checkout, supported }: { checkout: Checkout; supported: readonly string[] }) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const title = usePageTitle(m.title);
  const [search] = useSearchParams();
  const [manual, setManual] = useState<string | undefined>();
  const [problems, setProblems] = useState<Problems>({});
  const fulfillment = useFulfillmentChoice(checkout);
  const instrumentKey = chosenInstrument(checkout, manual, search);
  const instrument = checkout.availablePaymentInstruments.find((item) => item.key === instrumentKey);
  const options = checkout.availableFulfillmentOptions;
  const prohibited = checkout.checkoutProhibitedReason === "member_unverified";
  const offeringId = checkout.offering.id;
  const required = i18n._(formMessages.invalid_required);

  const place = useAction({
    mutationFn: () =>
      placeOrder(api, checkout.id, {
        chargeAmountCents: checkout.chargeableTotal.cents,
        paymentInstrument:
          checkout.requiresPaymentInstrument && instrument
            ? { paymentInstrumentId: instrument.id, paymentMethodType: instrument.paymentMethodType }
            : null,
        ...(fulfillment.chosen === undefined ? {} : { fulfillmentOptionId: fulfillment.chosen }),
      }),
    onSuccess: (confirmation) => {
      queryClient.setQueryData(checkoutQueries.confirmation(api, checkout.id).queryKey, confirmation);
      // F-114: the cart is empty now; the offering and its cart are read again on the next visit.
      queryClient.removeQueries({ queryKey: offeringQueries.keys.all });
      void queryClient.invalidateQueries({ queryKey: orderQueries.keys.all });
      void queryClient.invalidateQueries({ queryKey: meQueries.keys.all });
      // Once this page is gone, the completed checkout is forgotten: Back reads it again and lands on the
      // confirmation instead of offering Place order twice.
      void Promise.resolve(
        navigate(paths.checkoutConfirmation({ checkoutId: checkout.id }), { replace: true }),
      ).then(() =>
        queryClient.removeQueries({
          queryKey: checkoutQueries.detail(api, checkout.id).queryKey,
          exact: true,
        }),
      );
    },
    onError: (error) => {
      // Issue 23: a declined card (409 card_*, current API) is said at the payment choice, with the way on:
      // another method or a new card; the checkout, and so the cart, stay as they were.
      if (isApiError(error) && error.code.startsWith("card_")) {
        setProblems((old) => ({
          ...old,
          payment: `${i18n._(failureMessage(error))} ${i18n._(m.cardDeclinedNext)}`,
        }));
        bringIntoView("checkout-payment-section");
        return;
      }
      toast.showError(
        i18n._(isApiError(error) && error.code === "checkout_fatal_error" ? m.fatal : failureMessage(error)),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      payment: checkout.requiresPaymentInstrument && !instrument ? required : undefined,
      fulfillment: options.length > 0 && fulfillment.chosen === undefined ? required : undefined,
    };
    setProblems(found);
    if (found.payment || found.fulfillment) {
      // V-18: the first problem's section comes into view (on a phone it is far above the button).
      bringIntoView(found.payment ? "checkout-payment-section" : "checkout-fulfillment-section");
      return;
    }
    place.submit();
  };

  const summaryProblems = [
    problems.payment ? i18n._(m.choosePayment) : null,
    problems.fulfillment ? i18n._(m.chooseFulfillment) : null,
  ].filter((problem): problem is string => problem !== null);

  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <OfferingBar
        back={{ to: paths.cart({ offeringId }), label: i18n._(m.backToCart) }}
        offeringId={offeringId}
      />
      <h1 id="checkout-title">{title}</h1>
      {prohibited && (
        // S-13: said first, where a phone shows it; the server's strings file words it with links (B-13).
        <div className="checkout-prohibited">
          <Alert variant="danger">
            <Markdown text={i18n._(errorMessage("read_only_unverified"))} />
          </Alert>
        </div>
      )}
      <form className="checkout-form" noValidate onSubmit={submit}>
        {checkout.requiresPaymentInstrument && (
          <PaymentChoice
            checkoutId={checkout.id}
            available={checkout.availablePaymentInstruments}
            unavailable={checkout.unavailablePaymentInstruments}
            value={instrumentKey}
            onChange={(key) => {
              setManual(key);
              setProblems((old) => ({ ...old, payment: undefined }));
            }}
            supported={supported}
            error={problems.payment}
          />
        )}
        {options.length > 0 && (
          <section className="checkout-section" id="checkout-fulfillment-section">
            <RadioGroup
              legend={
                checkout.offering.fulfillmentPrompt ? (
                  <Markdown text={checkout.offering.fulfillmentPrompt} />
                ) : (
                  i18n._(m.fulfillmentTitle)
                )
              }
              hint={
                checkout.offering.fulfillmentInstructions ? (
                  <Markdown text={checkout.offering.fulfillmentInstructions} />
                ) : undefined
              }
              name="fulfillment-option"
              value={fulfillment.chosen === undefined ? undefined : String(fulfillment.chosen)}
              onChange={(value) => {
                fulfillment.choose(Number(value));
                setProblems((old) => ({ ...old, fulfillment: undefined }));
              }}
              error={problems.fulfillment}
              options={options.map((option) => ({
                value: String(option.id),
                label: <Markdown text={option.description} />,
              }))}
            />
            {options.some((option) => option.address) && (
              <ul className="checkout-addresses">
                {options
                  .filter((option) => option.address)
                  .map((option) => (
                    <li key={option.id}>
                      <MapsLink option={option} />
                    </li>
                  ))}
              </ul>
            )}
          </section>
        )}
        <CheckoutItems checkout={checkout} />
        <OrderSummary checkout={checkout} instrument={instrument} />
        {!prohibited && (
          <div className="checkout-submit">
            <p className="checkout-terms">
              <Trans id="checkout.terms">
                By placing your order, you agree to Tandem&apos;s{" "}
                <a href={withAppBase(paths.termsOfUse())} target="_blank" rel="noopener">
                  Terms of Use
                </a>
                .
              </Trans>
            </p>
            <FormError id="checkout-problems">
              {summaryProblems.length > 0
                ? i18n._({ ...m.fixBeforeOrdering, values: { problems: summaryProblems.join("; ") } })
                : null}
            </FormError>
            <Button type="submit" block size="lg" loading={place.isPending}>
              {i18n._(m.placeOrder)}
            </Button>
          </div>
        )}
      </form>
      {place.isPending && <ScreenLoader cover="veil" label={i18n._(m.placing)} />}
    </section>
  );
}

/** "My cart" (F-135): each item with its image, vendor, quantity and price; sold-out items only by name and why. */
function CheckoutItems({ checkout }: { checkout: Checkout }) {
  const { i18n } = useLingui();
  return (
    <section className="checkout-section" aria-labelledby="checkout-items">
      <h2 id="checkout-items">{i18n._(m.myCart)}</h2>
      <ul className="checkout-items">
        {checkout.items.map(({ product, quantity }) => {
          const image = product.images[0];
          return (
            <li key={product.productId} className="checkout-item">
              {!product.outOfStock && image && (
                <Image src={image.url} alt="" width={80} height={80} layout="fixed" />
              )}
              <div className="checkout-item__text">
                <Markdown className="checkout-item__name" text={product.name} />
                {product.outOfStock ? (
                  <span className="checkout-item__sold-out">{soldOutLabel(i18n, product)}</span>
                ) : (
                  <>
                    <span className="checkout-item__vendor">
                      {i18n._({ ...foodMessages.fromVendor, values: { vendor: product.vendor.name } })}
                    </span>
                    <span>{i18n._({ ...m.quantity, values: { count: quantity } })}</span>
                  </>
                )}
              </div>
              {!product.outOfStock && (
                <Price
                  price={{ ...product.customerPrice, cents: product.customerPrice.cents * quantity }}
                  undiscounted={{
                    ...product.undiscountedPrice,
                    cents: product.undiscountedPrice.cents * quantity,
                  }}
                  showSavings={false}
                />
              )}
            </li>
          );
        })}
      </ul>
      <Link className="checkout-edit" to={paths.cart({ offeringId: checkout.offering.id })}>
        {i18n._(m.editQuantities)}
      </Link>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
