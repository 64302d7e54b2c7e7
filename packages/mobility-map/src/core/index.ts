export { decodeVehicles, VEHICLE_TYPES, type MapVehicle, type VehicleType } from "./decode-vehicles.ts";
export { spreadSharedSpots, SPREAD_RADIUS_DEGREES } from "./spread-shared-spots.ts";
export {
  areaContains,
  containsArea,
  distanceMetres,
  restrictionQueryArea,
  vehicleQueryArea,
  type Area,
  type LatLng,
} from "./query-areas.ts";
export { CLUSTERING, LOCATION_WATCH, MAP_LIMITS } from "./map-constants.ts";
export {
  clusterIconName,
  createClusterIndex,
  samePoints,
  type BBox,
  type ClusterIndex,
  type ClusterProperties,
  type MapPointFeature,
  type VehicleProperties,
} from "./cluster-index.ts";
export type { ClusterAnswers, ClusterRequest, NearbyVehicle } from "./cluster-protocol.ts";
export { createClusterWorkerCore } from "./cluster-worker-core.ts";
export {
  createClusterClient,
  createInThreadClusterPort,
  type ClusterClient,
  type ClusterPort,
} from "./cluster-client.ts";
export {
  mergeRestrictions,
  restrictionCollection,
  restrictionLayers,
  RESTRICTION_STYLES,
  type RestrictionFeature,
  type RestrictionKind,
  type RestrictionProperties,
} from "./restriction-layers.ts";
export {
  clusterDiameter,
  MARKER_SIZE,
  markerSvg,
  parseVehicleIconName,
  vehicleIconName,
} from "./marker-images.ts";
export {
  asksForDetail,
  drawerReducer,
  initialDrawer,
  selectedVehicle,
  type DrawerEvent,
  type DrawerState,
} from "./drawer-machine.ts";
export { accuracyCircle } from "./accuracy-circle.ts";
