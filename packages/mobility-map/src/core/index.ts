export {
  decodeVehicles,
  type CompactVehicle,
  type CompactVehicleList,
  type MapVehicle,
  type VehicleType,
} from "./decode-vehicles.ts";
