import { z } from "zod/mini";

/** `GET /meta/geolocate_ip` (contract §3.10): the caller's approximate position. */
export const ipLocationSchema = z.looseObject({ lat: z.number(), lng: z.number() });

/** A latitude and longitude in degrees. */
export type IpLocation = z.infer<typeof ipLocationSchema>;
