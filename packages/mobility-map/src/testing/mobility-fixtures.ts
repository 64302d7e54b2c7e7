import { encodeCurrentMemberHeader, CURRENT_MEMBER_HEADER } from "@tandem/api-client/wire";
import { createFakeApi, wireFixture, type FakeApi, type FakeHandler } from "@tandem/page-kit/testing";
import { vi } from "vitest";

export { wireFixture };

/** The member's position: on the first Lime scooter of the contract's map answer. */
export const AT_SCOOTER = { latitude: 45.5122911, longitude: -122.6587344, accuracy: 25 };

/** A location watch that answers at once with `position`, or fails with `code` (1 denied, 2 unavailable, 3 timeout). */
export function fakeGeolocation(answer: { position: typeof AT_SCOOTER } | { code: 1 | 2 | 3 }) {
  const clearWatch = vi.fn();
  const watchPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    queueMicrotask(() => {
      if ("position" in answer) success({ coords: answer.position } as GeolocationPosition);
      else failure?.({ code: answer.code, message: "" } as GeolocationPositionError);
    });
    return 7;
  });
  Object.defineProperty(navigator, "geolocation", {
    value: { watchPosition, clearWatch },
    configurable: true,
  });
  return { watchPosition, clearWatch };
}

/** The wire answers of a member riding nothing, with the contract's map, areas and vehicle. */
export function mobilityApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  const member = wireFixture("GET_me");
  const riding = { ...member, ongoing_trip: wireFixture("POST_mobility_begin_trip") };
  return createFakeApi({
    "GET /me": { body: member },
    "GET /mobility/map": { body: wireFixture("GET_mobility_map") },
    "GET /mobility/map_features": { body: wireFixture("GET_mobility_map_features") },
    "GET /mobility/vehicle": { body: wireFixture("GET_mobility_vehicle") },
    "POST /mobility/begin_trip": {
      body: wireFixture("POST_mobility_begin_trip"),
      headers: { [CURRENT_MEMBER_HEADER]: encodeCurrentMemberHeader(riding) },
    },
    "POST /mobility/end_trip": {
      body: wireFixture("POST_mobility_end_trip"),
      headers: { [CURRENT_MEMBER_HEADER]: encodeCurrentMemberHeader(member) },
    },
    "GET /meta/geolocate_ip": { body: wireFixture("GET_meta_geolocate_ip") },
    ...routes,
  });
}
