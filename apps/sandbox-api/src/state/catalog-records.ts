// Records of the programme's catalogue and of what members do with it: food, mobility, private accounts,
// programmes, surveys and support tickets.
import type { Translated } from "./records.ts";

export interface VendorRecord {
  id: number;
  name: string;
}

export interface FulfillmentOptionRecord {
  id: number;
  description: Translated;
  /** One-line address (contract §2.7), or null for options without one. */
  address: string | null;
}

export interface OfferingRecord {
  id: number;
  description: Translated;
  fulfillmentPrompt: Translated;
  fulfillmentConfirmation: Translated;
  fulfillmentInstructions: Translated;
  opensAt: string;
  closesAt: string | null;
  /** When pickup starts (orders become claimable); null = at once. */
  fulfillmentStartsAt: string | null;
  imageId: string | null;
  fulfillmentOptionIds: number[];
  /** Only members of this organisation may use the offering (403 eligibility_violation otherwise). */
  eligibleOrganization: string | null;
  /** Most items one member may have across cart and orders of this offering; null = no limit. */
  maxItemsPerMember: number | null;
  handlingCents: number;
}

export interface ProductRecord {
  id: number;
  offeringId: number;
  vendorId: number;
  name: Translated;
  description: Translated;
  imageIds: string[];
  undiscountedPriceCents: number;
  customerPriceCents: number;
  /** Most one member may order in total (contract: default 12). */
  perMemberLimit: number;
  /** Units left; null = unlimited. */
  inventory: number | null;
  /** Subsidy ledger category that may pay for it. */
  subsidyCategory: string | null;
  /**
   * Closed in its offering (HEAD `listable` false): no longer orderable or addable, but a cart that already holds it
   * still lists it so the member can take it out. Absent = open.
   */
  closed?: boolean;
}

export interface CartItemRecord {
  productId: number;
  quantity: number;
  /** Client action time in ms; later updates only (contract §5.1). */
  timestamp: number;
}

export interface CartRecord {
  id: number;
  memberId: number;
  offeringId: number;
  items: CartItemRecord[];
}

/** A checkout's item: `quantity` is null while it follows the cart, set once frozen (domain/checkout-items.ts). */
export interface CheckoutItemRecord {
  productId: number;
  quantity: number | null;
}

export interface CheckoutRecord {
  id: number;
  memberId: number;
  offeringId: number;
  createdAt: string;
  items: CheckoutItemRecord[];
  fulfillmentOptionId: number | null;
  instrumentId: number | null;
  completedAt: string | null;
  discardedAt: string | null;
  orderId: number | null;
}

export interface OrderItemRecord {
  productId: number;
  quantity: number;
  customerPriceCents: number;
  undiscountedPriceCents: number;
}

export interface OrderRecord {
  id: number;
  memberId: number;
  checkoutId: number;
  offeringId: number;
  createdAt: string;
  items: OrderItemRecord[];
  fulfillmentOptionId: number | null;
  fulfilledAt: string | null;
  status: "open" | "completed" | "canceled";
  handlingCents: number;
  taxCents: number;
  /** Amounts charged to instruments for this order. */
  funding: { amountCents: number; label: string }[];
}

export interface ProgramRecord {
  id: number;
  ordinal: number;
  name: Translated;
  description: Translated;
  imageId: string | null;
  imageCaption: Translated;
  periodBegin: string;
  periodEnd: string | null;
  appLink: string;
  appLinkText: Translated;
}

export interface SurveyRecord {
  id: number;
  memberId: number;
  topic: string;
  questions: unknown[];
  createdAt: string;
}

export interface TicketRecord {
  id: number;
  kind: "regain_account_access" | "contact_list";
  createdAt: string;
  details: Record<string, unknown>;
}

export type {
  RestrictionRecord,
  TripRecord,
  VehicleRecord,
  VendorAccountRecord,
  VendorServiceRecord,
} from "./mobility-records.ts";
