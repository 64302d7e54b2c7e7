// Portland places the seed spreads vehicles and trips over; trip addresses are the nearest of them (a stand-in
// for reverse geocoding, contract §2.6 `begin_address`).

export interface Place {
  lat: number;
  lng: number;
  part1: string;
  part2: string;
}

/** Street corners and addresses across Portland, OR. */
export const PLACES: readonly Place[] = [
  { lat: 45.5122911, lng: -122.6587344, part1: "1500 SE Hawthorne Blvd", part2: "Portland, OR 97214" },
  { lat: 45.5230622, lng: -122.6764816, part1: "701 SW 6th Ave", part2: "Portland, OR 97204" },
  { lat: 45.5191, lng: -122.679, part1: "SW Park Ave & SW Salmon St", part2: "Portland, OR 97205" },
  { lat: 45.5047, lng: -122.6537, part1: "SE 11th Ave & SE Clinton St", part2: "Portland, OR 97202" },
  { lat: 45.5048, lng: -122.6446, part1: "2033 SE Division St", part2: "Portland, OR 97202" },
  { lat: 45.5163, lng: -122.6317, part1: "3341 SE Belmont St", part2: "Portland, OR 97214" },
  { lat: 45.5352, lng: -122.6556, part1: "1000 NE Multnomah St", part2: "Portland, OR 97232" },
  { lat: 45.5594, lng: -122.6458, part1: "NE Alberta St & NE 15th Ave", part2: "Portland, OR 97211" },
  { lat: 45.5486, lng: -122.6662, part1: "N Williams Ave & N Fremont St", part2: "Portland, OR 97227" },
  { lat: 45.5283, lng: -122.6986, part1: "NW 23rd Ave & NW Glisan St", part2: "Portland, OR 97210" },
  { lat: 45.5262, lng: -122.6843, part1: "NW 10th Ave & NW Johnson St", part2: "Portland, OR 97209" },
  { lat: 45.4828, lng: -122.5747, part1: "SE 92nd Ave & SE Reedway St", part2: "Portland, OR 97266" },
  { lat: 45.4961, lng: -122.6309, part1: "SE Milwaukie Ave & SE Holgate Blvd", part2: "Portland, OR 97202" },
  { lat: 45.5122, lng: -122.6131, part1: "SE 50th Ave & SE Hawthorne Blvd", part2: "Portland, OR 97215" },
  { lat: 45.5416, lng: -122.6203, part1: "NE 42nd Ave & NE Sandy Blvd", part2: "Portland, OR 97213" },
  { lat: 45.5064, lng: -122.6815, part1: "1825 SW Broadway", part2: "Portland, OR 97201" },
  { lat: 45.5588, lng: -122.6838, part1: "N Mississippi Ave & N Skidmore St", part2: "Portland, OR 97217" },
  { lat: 45.5903, lng: -122.7542, part1: "N Lombard St & N Philadelphia Ave", part2: "Portland, OR 97203" },
  { lat: 45.4728, lng: -122.6489, part1: "SE 17th Ave & SE Tacoma St", part2: "Portland, OR 97202" },
  { lat: 45.5205, lng: -122.6705, part1: "SW Naito Pkwy & SW Salmon St", part2: "Portland, OR 97204" },
];

/** Within about 400 m of a known place its address, else null (contract: the address may be null). */
export function addressNear(lat: number, lng: number): { part1: string; part2: string } | null {
  let best: Place | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const place of PLACES) {
    // Equirectangular distance in metres; plenty precise across a city.
    const dx = (place.lng - lng) * 111_320 * Math.cos((lat * Math.PI) / 180);
    const dy = (place.lat - lat) * 110_540;
    const distance = Math.hypot(dx, dy);
    if (distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best && bestDistance <= 400 ? { part1: best.part1, part2: best.part2 } : null;
}
