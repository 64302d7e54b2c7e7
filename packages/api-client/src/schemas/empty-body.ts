import { z } from "zod/mini";

/**
 * An answer without a body (`204`: `DELETE /auth`, `POST /support/regain_account_access`), read as null. Also
 * used for `POST /anon_proxy/vendor_accounts/{id}/configure`, which the backend does not have (contract §5.5).
 */
export const emptyBodySchema = z.pipe(
  z.union([z.null(), z.undefined(), z.literal(""), z.strictObject({})]),
  z.transform(() => null),
);

/** `POST /auth/contact_list` answers the bare JSON number `200` (contract §3.14); any such body is ignored. */
export const contactListResultSchema = z.pipe(
  z.union([z.number(), z.null(), z.undefined(), z.looseObject({})]),
  z.transform(() => null),
);
