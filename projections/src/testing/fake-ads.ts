import {
  cityByKeyOf,
  CITIES,
  districtsOfCity,
  LANGUAGE_CODES,
  RANGES,
  SEARCH_CATEGORY_SLUGS,
  SERVICE_SLUGS,
  type AdFields,
  type City,
  type RangeKey,
} from '@anonse/contracts';

/**
 * Deterministic, realistic, clearly fictional (and non-explicit) ads for tests, benches and the demo seeder.
 * Same seed → same ads, events, ids and timestamps.
 */
export type Random = () => number;

/** mulberry32: tiny, fast, good enough for fixtures. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (rng: Random, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Random, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const chance = (rng: Random, p: number) => rng() < p;
const sample = <T>(rng: Random, list: readonly T[], n: number): T[] => {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!);
  return out;
};

/** A v4-shaped UUID from the generator (deterministic, unlike crypto.randomUUID). */
export function fakeUuid(rng: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

// Most ads are in big cities; the long tail covers the rest of Poland.
const BIG_CITY_KEYS = [
  'warszawa',
  'krakow',
  'wroclaw',
  'poznan',
  'gdansk',
  'lodz',
  'szczecin',
  'bydgoszcz',
  'lublin',
  'bialystok',
  'katowice',
  'gdynia',
  'czestochowa',
  'radom',
  'torun',
  'kielce',
  'rzeszow',
  'gliwice',
  'olsztyn',
  'opole',
];
const BIG_CITIES: City[] = BIG_CITY_KEYS.map((k) => cityByKeyOf(k)).filter((c): c is City => !!c);

const NAMES = [
  'Anna',
  'Zuzanna',
  'Łucja',
  'Żaneta',
  'Magdalena',
  'Oliwia',
  'Kasia',
  'Natalia',
  'Ewelina',
  'Gosia',
  'Julia',
  'Sara',
  'Weronika',
  'Iza',
  'Nikola',
  'Dagmara',
  'Bożena',
];
const MALE_NAMES = ['Marek', 'Tomasz', 'Paweł', 'Jędrzej', 'Kamil', 'Adam', 'Bartek'];
const COUPLE_NAMES = ['Ania i Marek', 'Ola i Paweł', 'Kasia i Tomek', 'Ewa i Adam'];
/** A name that fits the category, so the demo site reads plausibly (one draw either way: seeds stay stable). */
const namesFor = (category: string): readonly string[] =>
  category === 'mezczyzna' ? MALE_NAMES : category === 'para' ? COUPLE_NAMES : NAMES;

const TITLE_TAILS = [
  'relaksujący masaż w centrum',
  'miłe spotkania przy kawie',
  'elegancka towarzyszka na kolację',
  'masaż klasyczny i relaksacyjny',
  'dyskretnie i z klasą',
  'nowa w mieście',
  'taniec i pokazy na scenie',
  'spokojna rozmowa i uśmiech',
  'wieczór w dobrym towarzystwie',
  'zapraszam do gabinetu',
  'masaż gorącymi kamieniami',
  'towarzystwo na wydarzenia firmowe',
  'pogodna i uśmiechnięta',
  'sesje przez kamerę',
];
const SENTENCES = [
  'Zapraszam do przytulnego, czystego mieszkania blisko centrum.',
  'Cenię kulturę osobistą i punktualność.',
  'Spotkania wyłącznie po wcześniejszym umówieniu telefonicznym.',
  'Mówię płynnie po angielsku, chętnie poznam gości z zagranicy.',
  'Dyskrecja gwarantowana, parking pod budynkiem.',
  'Oferuję profesjonalny masaż relaksacyjny z olejkami.',
  'Lubię dobrą muzykę, taniec i rozmowy o podróżach.',
  'Wszystkie zdjęcia są aktualne i zweryfikowane.',
  'Możliwy dojazd do hotelu po wcześniejszym ustaleniu.',
  'Odpowiadam na wiadomości SMS w godzinach pracy.',
];
const WORKING_HOURS_PRESETS = [
  { from: 10, to: 22 },
  { from: 20, to: 4 },
  { from: 0, to: 24 },
  { from: 12, to: 20 },
  { from: 18, to: 2 },
  { from: 8, to: 16 },
  { from: 9, to: 21 },
  { from: 22, to: 6 },
];

const inRange = (rng: Random, key: RangeKey, min: number, max: number) =>
  Math.min(RANGES[key].max, Math.max(RANGES[key].min, int(rng, min, max)));

/** One ad's fields, valid against `AdFields`. */
export function fakeAdFields(rng: Random): AdFields {
  const city = chance(rng, 0.65) ? pick(rng, BIG_CITIES) : pick(rng, CITIES);
  const districts = districtsOfCity(city.key);
  const category = pick(rng, SEARCH_CATEGORY_SLUGS);
  const name = pick(rng, namesFor(category));
  const hour = chance(rng, 0.9) ? inRange(rng, 'hour_price', 150, 1200) : undefined;
  const fields: AdFields = {
    title: `${name} – ${pick(rng, TITLE_TAILS)}`,
    description: sample(rng, SENTENCES, int(rng, 2, 5)).join(' '),
    category,
    province: city.provinceSlug,
    city: city.key,
    phone: `+48 ${int(rng, 5, 8)}${int(rng, 10, 99)} ${int(rng, 100, 999)} ${int(rng, 100, 999)}`,
    age: inRange(rng, 'age', 18, 55),
    languages: sample(rng, LANGUAGE_CODES, int(rng, 0, 3)),
    outcalls: pick(rng, [1, 2, 3] as const),
    services: sample(rng, SERVICE_SLUGS, int(rng, 0, Math.min(6, SERVICE_SLUGS.length))),
    workingHours: { ...pick(rng, WORKING_HOURS_PRESETS) },
    prices: {},
    photos: [],
  };
  if (districts.length && chance(rng, 0.7)) fields.district = pick(rng, districts).slug;
  if (chance(rng, 0.7)) fields.weight = inRange(rng, 'weight', 48, 110);
  if (chance(rng, 0.8)) fields.height = inRange(rng, 'height', 150, 195);
  if (chance(rng, 0.6)) fields.breast = inRange(rng, 'breast', 1, 6);
  if (hour !== undefined) fields.prices.hour = hour;
  if (hour !== undefined && chance(rng, 0.6)) fields.prices.halfHour = Math.max(50, Math.round((hour * 0.6) / 10) * 10);
  if (hour !== undefined && chance(rng, 0.3)) fields.prices.quarterHour = Math.max(50, Math.round((hour * 0.4) / 10) * 10);
  if (chance(rng, 0.4)) fields.prices.night = inRange(rng, 'night_price', 1000, 5000);
  return fields;
}

/** An event as the write side would append it (stream + payload + metadata). */
export interface FakeEvent {
  streamId: string;
  id: string;
  type: 'AdCreated' | 'AdApproved' | 'AdRejected' | 'AccountRegistered';
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export interface FakeAdHistoryOptions {
  seed?: number;
  ads: number;
  /** Owner accounts (AccountRegistered events come first). Default: ads / 3, at least 1. */
  owners?: number;
  /** Share of ads approved / rejected; the rest stay pending. */
  approvedShare?: number;
  rejectedShare?: number;
  /** Time of the first event; each later event is a few seconds after. */
  start?: Date;
  /** How many ads are "in flight" (created, not yet decided) at once: interleaves streams. Default 50. */
  window?: number;
}

export interface FakeAdHistory {
  events: FakeEvent[];
  adIds: string[];
  ownerIds: string[];
}

/**
 * A plausible event log: accounts register, ads are created, and moderators approve or reject them a little
 * later, interleaved across streams like real traffic. Each ad stream is AdCreated(0) then at most one decision(1).
 */
export function fakeAdHistory(options: FakeAdHistoryOptions): FakeAdHistory {
  const rng = seededRandom(options.seed ?? 1);
  const approvedShare = options.approvedShare ?? 0.8;
  const rejectedShare = options.rejectedShare ?? 0.1;
  const window = options.window ?? 50;
  let clock = (options.start ?? new Date('2025-01-01T08:00:00.000Z')).getTime();
  const tick = () => new Date((clock += int(rng, 1, 30) * 1000)).toISOString();
  const events: FakeEvent[] = [];
  const meta = (actorId: string | null, role: number | null, at: string) => {
    const commandId = fakeUuid(rng);
    return {
      eventId: '',
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor: { id: actorId, role },
      occurredAt: at,
      schemaVersion: 1,
    };
  };
  const push = (streamId: string, type: FakeEvent['type'], data: Record<string, unknown>, metadata: Record<string, unknown>) => {
    const id = fakeUuid(rng);
    events.push({ streamId, id, type, data, metadata: { ...metadata, eventId: id } });
  };

  const ownerIds = Array.from({ length: Math.max(1, options.owners ?? Math.ceil(options.ads / 3)) }, () => fakeUuid(rng));
  const moderatorId = fakeUuid(rng);
  ownerIds.forEach((accountId, i) => {
    const at = tick();
    push(
      `account-${accountId}`,
      'AccountRegistered',
      {
        accountId,
        login: `${pick(rng, NAMES)
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/ł/g, 'l')}_${i}`,
        email: `user${i}@example.test`,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$ZmFrZXNhbHQ$ZmFrZWhhc2g',
        role: 0,
        registeredAt: at,
      },
      meta(accountId, 0, at),
    );
  });

  const adIds: string[] = [];
  const pending: string[] = [];
  const decide = (adId: string) => {
    const at = tick();
    const roll = rng();
    if (roll < approvedShare) push(`ad-${adId}`, 'AdApproved', { adId, approvedBy: moderatorId, approvedAt: at }, meta(moderatorId, 2, at));
    else if (roll < approvedShare + rejectedShare)
      push(
        `ad-${adId}`,
        'AdRejected',
        { adId, rejectedBy: moderatorId, reason: 'Zdjęcia nie spełniają regulaminu.', rejectedAt: at },
        meta(moderatorId, 2, at),
      );
  };
  for (let i = 0; i < options.ads; i++) {
    const adId = fakeUuid(rng);
    const ownerId = pick(rng, ownerIds);
    const at = tick();
    push(`ad-${adId}`, 'AdCreated', { adId, ownerId, fields: fakeAdFields(rng), createdAt: at }, meta(ownerId, 0, at));
    adIds.push(adId);
    pending.push(adId);
    if (pending.length > window) decide(pending.splice(Math.floor(rng() * pending.length), 1)[0]!);
  }
  while (pending.length) decide(pending.splice(Math.floor(rng() * pending.length), 1)[0]!);
  return { events, adIds, ownerIds };
}
