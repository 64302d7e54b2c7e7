// Records of mobility (vendor services, vehicles, restriction areas, trips) and private vendor accounts.
import type { Translated } from "./records.ts";

export interface VendorServiceRecord {
  id: number;
  name: string;
  slug: string;
  vendorName: string;
  vendorSlug: string;
  vehicleType: "ebike" | "escooter";
  /** Program-pricing id: the `provider_id` of the map, /vehicle and /begin_trip (contract §4.1). */
  pricingId: number;
  rateId: number;
  rateName: string;
  surchargeCents: number;
  unitCents: number;
  undiscountedRateId: number;
  undiscountedSurchargeCents: number;
  undiscountedUnitCents: number;
  subsidyMatchPercentage: number;
  /** Vendor app link (deep-linking vendors only). */
  deeplink: string | null;
  /** Members must link this vendor's private account first. */
  requiresPrivateAccount: boolean;
}

export interface VehicleRecord {
  id: number;
  vehicleId: string;
  serviceId: number;
  lat: number;
  lng: number;
  /** Docked vehicles keep still; the others drift a little on each map refresh. */
  drifts: boolean;
  battery: number;
}

export interface RestrictionRecord {
  id: number;
  restriction: "do-not-park" | "do-not-ride" | "do-not-park-or-ride";
  /** Polygons → rings → [lat, lng] (contract §4.2). */
  multipolygon: [number, number][][][];
}

export interface TripRecord {
  id: number;
  memberId: number;
  vehicleId: string;
  serviceId: number;
  beginLat: number;
  beginLng: number;
  beganAt: string;
  endLat: number | null;
  endLng: number | null;
  endedAt: string | null;
  minutes: number | null;
  customerCostCents: number | null;
  undiscountedCostCents: number | null;
  bookTransactionId: number | null;
  imageId: string | null;
}

export interface VendorAccountRecord {
  id: number;
  memberId: number;
  vendorName: string;
  vendorSlug: string;
  imageId: string | null;
  instructions: Translated;
  successInstructions: Translated;
  /** Vendors whose links arrive at once need no polling (contract §5.5). */
  needsPolling: boolean;
  /** Configuration switched off by staff: 409 resource_not_found. */
  disabled: boolean;
  linkedAt: string | null;
  authRequestedAt: string | null;
  magicLinkAt: string | null;
  magicLink: string | null;
  /** What the vendor offers, on the account's card (current API's `ui_state_v1.description_text`). */
  description?: Translated;
  /** The vendor's terms the member agrees to before linking (`terms_text`); empty when there are none. */
  terms?: Translated;
  /** Help for a linked account (`help_text`); the spec version's `instructions` when absent. */
  help?: Translated;
  /** The vendor bills rides to the member's payment method, so one must be on file (`requires_payment_method`). */
  requiresPaymentMethod?: boolean;
}
