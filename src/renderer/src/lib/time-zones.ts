// The time-zone list of sign-up and of the accounts handbook: every IANA zone the browser knows,
// named in the cabinet's language with its UTC offset, "(UTC+03:00) Москва", Russia's zones first.
//
// The names come from `time-zones:places` (CLDR's generic locations: the city in a country of
// several zones, else the country). Browsers' Intl cannot be asked for them: Chromium's ICU data,
// Electron's included, drops the translated city names and answers "Moscow" in Russian. Intl
// names only a zone the texts lack (one a newer browser adds).

/** Russia's zones (tz's zone1970.tab, RU), the airline's own network: listed before the world's. */
export const RUSSIA_TIME_ZONES: readonly string[] = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Kirov',
  'Europe/Volgograd',
  'Europe/Astrakhan',
  'Europe/Saratov',
  'Europe/Ulyanovsk',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Barnaul',
  'Asia/Tomsk',
  'Asia/Novokuznetsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Chita',
  'Asia/Yakutsk',
  'Asia/Khandyga',
  'Asia/Vladivostok',
  'Asia/Ust-Nera',
  'Asia/Magadan',
  'Asia/Sakhalin',
  'Asia/Srednekolymsk',
  'Asia/Kamchatka',
  'Asia/Anadyr',
];

const RUSSIA = new Set(RUSSIA_TIME_ZONES);

export interface TimeZoneOption {
  /** The IANA id the server stores: "Europe/Moscow". */
  zone: string;
  /** "(UTC+03:00) Москва" */
  label: string;
  offsetMinutes: number;
  russia: boolean;
  /** What a search looks in: the label, the IANA id, the English city and the offset typed short ("utc+3"). */
  haystack: string;
}

/** Every zone the runtime knows, UTC included (Intl lists only geographic zones). */
export const supportedTimeZones = (): string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? [...zones] : ['UTC', ...zones];
};

const zoneName = (zone: string, locale: string, style: 'shortGeneric' | 'long' | 'longOffset', at: Date): string =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';

/** The zone's offset from UTC at `at`, in minutes (summer time counts: New York is -240 in July). */
export function offsetMinutes(zone: string, at: Date): number {
  // en-US writes "GMT+05:30", or bare "GMT" at zero, whatever the cabinet's language.
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zoneName(zone, 'en-US', 'longOffset', at));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** "UTC+03:00", "UTC-05:00", "UTC+00:00". */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The city of an IANA id, as the tz database spells it in English: "America/New_York" is "New York". */
export const cityOf = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

const isUniversal = (zone: string): boolean => zone === 'UTC' || zone.startsWith('Etc/');

/** Place names by IANA id, in the cabinet's language. */
export type TimeZonePlaces = Readonly<Record<string, string>>;

/** The `time-zones:places` texts as i18next hands them over (an object; anything else is none). */
export const asPlaces = (texts: unknown): TimeZonePlaces => (typeof texts === 'object' && texts !== null && !Array.isArray(texts) ? (texts as TimeZonePlaces) : {});

/**
 * The place a zone is named by: from the texts; else, for a zone they lack, Intl's generic location
 * when it is in the language (not ASCII-only English in a non-English language) or the tz city.
 */
function placeOf(zone: string, locale: string, at: Date, places: TimeZonePlaces): string {
  if (isUniversal(zone)) return zoneName(zone, locale, 'long', at) || zone;
  const known = places[zone];
  if (known) return known;
  if (locale.toLowerCase().startsWith('en')) return cityOf(zone);
  const place = zoneName(zone, locale, 'shortGeneric', at);
  return place && !/^[\x20-\x7e]*$/.test(place) ? place : cityOf(zone);
}

/**
 * The words of a text as a search compares them: lower case, ё as е, split at spaces, underscores
 * and punctuation ("Нью-Йорк" and "нью йорк" meet), a minus before a digit kept ("utc-5").
 */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[\s_/,().–—]+|-(?!\d)/)
    .filter(Boolean);

interface Naming {
  /** `time-zones:places` of the language. */
  places?: TimeZonePlaces;
  /** The moment offsets are taken at (summer time): now by default. */
  at?: Date;
}

/** One zone as the picker shows it; also for a stored zone the list may not hold (an old alias). */
export function timeZoneOption(zone: string, locale: string, { places = {}, at = new Date() }: Naming = {}): TimeZoneOption {
  const offset = offsetMinutes(zone, at);
  const label = `(${formatOffset(offset)}) ${placeOf(zone, locale, at, places)}`;
  const hours = Math.trunc(Math.abs(offset) / 60);
  const rest = Math.abs(offset) % 60;
  const short = `${offset < 0 ? '-' : '+'}${hours}${rest ? `:${pad(rest)}` : ''}`;
  return {
    zone,
    label,
    offsetMinutes: offset,
    russia: RUSSIA.has(zone),
    haystack: [...searchWords(`${label} ${zone} ${cityOf(zone)}`), `utc${short}`, `gmt${short}`].join(' '),
  };
}

/** The option of a stored zone; an id the runtime does not know is shown as it is rather than lost. */
export function storedTimeZoneOption(zone: string, locale: string, places: TimeZonePlaces): TimeZoneOption {
  try {
    return timeZoneOption(zone, locale, { places });
  } catch {
    return { zone, label: zone, offsetMinutes: 0, russia: false, haystack: zone.toLowerCase() };
  }
}

/** Every zone of `zones` (all the runtime knows by default): Russia's first, then by offset and name. */
export function timeZoneOptions(locale: string, naming: Naming = {}, zones: readonly string[] = supportedTimeZones()): TimeZoneOption[] {
  const collator = new Intl.Collator(locale);
  const at = naming.at ?? new Date();
  return zones
    .map((zone) => timeZoneOption(zone, locale, { ...naming, at }))
    .sort((a, b) => Number(b.russia) - Number(a.russia) || a.offsetMinutes - b.offsetMinutes || collator.compare(a.label, b.label));
}

/** The options matching every word typed ("моск", "new york", "utc+5"), in the list's order. */
export function searchTimeZones(options: readonly TimeZoneOption[], query: string): TimeZoneOption[] {
  const words = searchWords(query);
  if (!words.length) return [...options];
  return options.filter((option) => words.every((word) => option.haystack.includes(word)));
}
