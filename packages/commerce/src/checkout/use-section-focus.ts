import { useCallback } from "react";

/** The checkout's sections that a problem brings into view. */
export const checkoutSections = {
  payment: "checkout-payment-section",
  fulfillment: "checkout-fulfillment-section",
} as const;

/** A checkout section a problem can point at. */
export type CheckoutSection = keyof typeof checkoutSections;

/**
 * Brings a checkout section into view with its first control focused (V-18): on a phone the section is far above
 * the button that found the problem. Focus does not scroll again, so the section's top stays where it was put.
 */
export function useSectionFocus(): (section: CheckoutSection) => void {
  return useCallback((section: CheckoutSection) => {
    const target = document.getElementById(checkoutSections[section]);
    target?.scrollIntoView?.({ block: "start" });
    target?.querySelector<HTMLElement>("input:not([disabled]), a")?.focus({ preventScroll: true });
  }, []);
}
