import {
  ashtakavargaOfChart,
  CHART_POINTS,
  chartSigns,
  computeHoroscope,
  dasaTree,
  mangalDosha,
  NoSunriseError,
  panchangaAt,
  parseUtcOffset,
  runningPeriods,
  shodashavarga,
  SHODASHAVARGAS,
  SIGNS,
  VARGA_NAMES,
  type ChartPoint,
  type DasaBirth,
  type DasaSpan,
  type HoroscopeInput,
  type SignName,
} from '@kusp/astro';
import { ashtakavargaOwners, type Gender, type Kundli } from '@kusp/contracts';
import { engine } from './birth.ts';
import { doshaData } from './matching.ts';

const span = ({ level, lord, yogini, start, end }: DasaSpan) => ({
  level,
  lord,
  ...(yogini ? { yogini } : {}),
  start,
  end,
});

function birthPanchanga(input: HoroscopeInput): Kundli['panchanga'] {
  try {
    const p = panchangaAt(input);
    return {
      vara: p.vara,
      tithi: { number: p.tithi.number, name: p.tithi.name, paksha: p.tithi.paksha },
      nakshatra: {
        number: p.nakshatra.number,
        name: p.nakshatra.name,
        pada: p.nakshatra.pada,
        lord: p.nakshatra.lord,
      },
      yoga: { number: p.yoga.number, name: p.yoga.name },
      karana: { number: p.karana.number, name: p.karana.name },
      sunrise: p.sunrise,
      masa: {
        amanta: p.masa.amanta.name,
        purnimanta: p.masa.purnimanta.name,
        adhika: p.masa.amanta.adhika,
      },
      samvat: { vikram: p.vikramSamvat, shaka: p.shakaSamvat },
    };
  } catch (error) {
    // Near the poles a birth can fall on a day without a sunrise: the chart stands without it.
    if (error instanceof NoSunriseError) return null;
    throw error;
  }
}

/** Sign -> the points in it, every sign present (the portal's chart drawings read this shape). */
function placementsBySign(signOf: (point: ChartPoint) => SignName) {
  const placements = Object.fromEntries(SIGNS.map((sign) => [sign, [] as ChartPoint[]]));
  for (const point of CHART_POINTS) placements[signOf(point)]!.push(point);
  return placements as Record<SignName, ChartPoint[]>;
}

/** What is shown beside a chart and not used by it; `timezone` is the zone or offset asked for. */
export interface BirthAbout {
  name?: string;
  gender?: Gender | null;
  place?: string;
  timezone: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The whole kundli of a birth: its panchanga, the chart (positions, Lagna and Navamsa,
 * Vimshottari to three levels), the sixteen vargas, ashtakavarga, Yogini dasa, mangal dosha and the
 * periods running at `now`. `input` is made inside `engine`, so a birth it refuses is a 400.
 */
export function kundliOf(makeInput: () => HoroscopeInput, about: BirthAbout, now: Date): Kundli {
  return engine(() => {
    const input = makeInput();
    const date = `${input.year}-${two(input.month)}-${two(input.day)}`;
    const time = `${two(input.hour)}:${two(input.minute)}:${two(input.second)}`;
    const chart = computeHoroscope(input);
    const longitudes = Object.fromEntries(
      CHART_POINTS.map((point) => [point, chart.planetDetails[point].longitude]),
    ) as Record<ChartPoint, number>;
    const vargas = shodashavarga(longitudes);
    const ashtakavarga = ashtakavargaOfChart(longitudes);
    const offsetMinutes = parseUtcOffset(input.utcOffset);
    const dasaBirth: DasaBirth = {
      moonLongitude: longitudes.Moon,
      birthMs: Date.parse(`${date}T${time}${input.utcOffset}`),
      offsetMinutes,
    };
    return {
      birth: {
        name: about.name ?? '',
        gender: about.gender ?? null,
        date,
        time,
        place: about.place ?? '',
        latitude: input.latitude,
        longitude: input.longitude,
        timezone: about.timezone,
        utcOffset: input.utcOffset,
      },
      panchanga: birthPanchanga(input),
      chart,
      vargas: SHODASHAVARGAS.map((code) => ({
        code,
        name: VARGA_NAMES[code],
        placements: placementsBySign((point) => vargas[point].placements[code].sign),
      })),
      ashtakavarga: {
        bhinna: ashtakavargaOwners.map((owner) => ({
          owner,
          bindus: [...ashtakavarga.bhinna[owner].bindus],
          total: ashtakavarga.bhinna[owner].total,
        })),
        sarva: [...ashtakavarga.sarva],
        sarvaTotal: ashtakavarga.sarvaTotal,
      },
      yogini: dasaTree('yogini', dasaBirth, 2).map((period) => ({
        ...span(period),
        subPeriods: (period.subPeriods ?? []).map(span),
      })),
      mangalDosha: doshaData(mangalDosha(chartSigns(longitudes).chart)),
      running: {
        vimshottari: runningPeriods('vimshottari', dasaBirth, now.getTime(), 5).map(span),
        yogini: runningPeriods('yogini', dasaBirth, now.getTime(), 2).map(span),
      },
    };
  });
}
