/** Navigation state of a visit that came from the food index (F-116: a one-product offering then redirects). */
export const FROM_FOOD_INDEX = { from: "food-index" } as const;

/** Whether a location's state says the visit came from the food index. */
export function cameFromFoodIndex(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { from?: unknown }).from === "food-index";
}
