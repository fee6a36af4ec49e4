// Vedic astrology engine: sidereal (Lahiri) positions, Lagna, shadvarga charts, Vimshottari dasa, transits.
export { computeDasas, computeHoroscope, computeShodashavarga, CHART_POINTS } from './horoscope.ts';
export type {
  ChartPoint,
  DasaInput,
  Dasas,
  Horoscope,
  HoroscopeInput,
  PlanetDetail,
  VargaChart,
} from './horoscope.ts';
export { computeTransits } from './transits.ts';
export type { TransitInput, TransitItem } from './transits.ts';
export {
  AstroInputError,
  MAX_YEAR,
  MIN_YEAR,
  parseUtcOffset,
  validateHoroscopeInput,
} from './input.ts';
export type { LocalDateTime, UtcOffset } from './input.ts';
export {
  DASA_LEVELS,
  DASA_ORDER,
  DASA_SYSTEMS,
  DASA_YEAR_DAYS,
  dasaTree,
  mahadashas,
  runningPeriods,
  subPeriods,
  vimshottariSubPeriods,
  YOGINIS,
} from './dasa.ts';
export type {
  DasaBirth,
  DasaLevel,
  DasaPeriod,
  DasaSpan,
  DasaSystem,
  DasaTreeNode,
  DasaYearDays,
  YoginiName,
} from './dasa.ts';
export { SIGN_RELATIONS } from './dignity.ts';
export type { SignRelation } from './dignity.ts';
export { GRAHAS } from './ephemeris/index.ts';
export type { Graha, NodeKind } from './ephemeris/index.ts';
export { SHODASHAVARGAS, shodashavarga, VARGA_NAMES, VARGAS, vargaPosition } from './vargas.ts';
export type { PointVargas, Varga, VargaName, VargaPlacement } from './vargas.ts';
export { NAKSHATRAS, SIGNS } from './zodiac.ts';
export type { NakshatraName, SignName } from './zodiac.ts';
export { aspectedHouses, houseLord, houseSign, runningDasa, SIGN_LORDS } from './houses.ts';
export type { SignLord } from './houses.ts';
export { horizonRefraction, NoSunriseError, riseAndSet, RISING_CONVENTIONS } from './rise-set.ts';
export type {
  NoSunriseReason,
  RiseSetDay,
  RiseSetEvent,
  RiseSetInput,
  RisingConvention,
} from './rise-set.ts';
export {
  KARANAS,
  karanaName,
  panchangaAt,
  panchangaForDay,
  tithiName,
  tithiNumber,
  TITHIS,
  VARA_LORDS,
  VARAS,
  yogaNumber,
  YOGAS,
} from './panchanga.ts';
export type {
  CalendarFacts,
  KaranaName,
  KaranaSpan,
  NakshatraSpan,
  Paksha,
  PanchangaDay,
  PanchangaInput,
  PanchangaMoment,
  Span,
  TimeRange,
  TithiName,
  TithiSpan,
  Vara,
  VaraName,
  YogaName,
  YogaSpan,
} from './panchanga.ts';
export { MASAS, RITUS } from './lunar-calendar.ts';
export type { Ayana, MasaName, RituName } from './lunar-calendar.ts';
export {
  ASHTAKAVARGA_CONTRIBUTORS,
  ashtakavarga,
  ashtakavargaOfChart,
  binduHouses,
  computeAshtakavarga,
} from './ashtakavarga.ts';
export type {
  Ashtakavarga,
  AshtakavargaContributor,
  AshtakavargaOwner,
  AshtakavargaReading,
  Bhinnashtakavarga,
} from './ashtakavarga.ts';
export {
  chartSigns,
  computeDrishti,
  grahaDrishti,
  rasiAspectedSigns,
  rasiDrishti,
  relationships,
  SEVEN_GRAHAS,
  temporaryRelation,
} from './drishti.ts';
export type {
  Aspect,
  ChartSigns,
  CompoundRelation,
  Drishti,
  Relationship,
  SevenGraha,
  TemporaryRelation,
} from './drishti.ts';
export type { NaturalRelation } from './dignity.ts';
export {
  arudhaPadas,
  chartLongitude,
  computeSpecialPoints,
  saturnPart,
  specialLagnas,
  sunUpagrahas,
} from './special-points.ts';
export type {
  ArudhaPada,
  ChartLongitude,
  SpecialLagnas,
  SpecialPoints,
  SpecialPointsInput,
  SunUpagrahas,
} from './special-points.ts';
export { computeMatch, gunaMilan, mangalDosha, TARAS } from './compatibility.ts';
export type {
  BhakootCancellation,
  Gana,
  GunaMilan,
  KootaScore,
  MangalCancellation,
  MangalDosha,
  Match,
  MoonPlace,
  Nadi,
  NadiCancellation,
  Tara,
  Varna,
  Vashya,
  Yoni,
} from './compatibility.ts';
