import { z } from "zod/mini";

/**
 * The list envelope's fields (contract §1.5). `url` is HEAD only (absent at the spec's version 5dd9af6c).
 */
export const collectionEnvelopeShape = {
  object: z.literal("list"),
  currentPage: z.int(),
  pageCount: z.int(),
  totalCount: z.int(),
  hasMore: z.boolean(),
  url: z.nullish(z.string()),
};

/**
 * A "collection" answer (contract §1.5) whose `items` are `item`; extra keys are accepted, and endpoints that
 * add their own (`detailedOrders`, `ledgerId`, `ongoing`, `weeks`) extend it with `z.extend`.
 * @example collectionSchema(offeringSchema).parse(body).items
 */
export function collectionSchema<Item extends z.core.SomeType>(item: Item) {
  return z.looseObject({ ...collectionEnvelopeShape, items: z.array(item) });
}

/** A list answer: paging fields and the items. */
export interface Collection<Item> {
  object: "list";
  currentPage: number;
  pageCount: number;
  totalCount: number;
  hasMore: boolean;
  url?: string | null | undefined;
  items: Item[];
}
