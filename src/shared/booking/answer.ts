import type { BookingStatus } from '../constants';

// The answer a booking gets on a leg, decided at once (pure; the server calls it inside the
// booking's transaction with the leg locked): the booking rules handbook in priority order, then
// the leg's live room. A rule's answer stands for UU, HN, LL and CN; KK (a rule's or no rule's)
// is given only with room: first the contract's quota on the leg, then free sale; without room the
// booking goes to the wait list (LL), and cargo larger than the leg can ever carry is refused (UU).

/** A booking rule as the answer reads it (section 3: the booking rules handbook). */
export interface AnswerRule {
  id: number;
  departure: string | null;
  arrival: string | null;
  shc: readonly string[];
  aircraftType: string | null;
  flightNumber: string | null;
  minWeight: number | null;
  maxWeight: number | null;
  minVolume: number | null;
  maxVolume: number | null;
  minWeightPercent: number | null;
  maxWeightPercent: number | null;
  minVolumePercent: number | null;
  maxVolumePercent: number | null;
  result: BookingStatus;
  /** Lower first. */
  priority: number;
}

/** The cargo on one leg. */
export interface AnswerAsk {
  departure: string;
  arrival: string;
  shc: readonly string[];
  aircraftType: string;
  /** The flight number without its carrier (`241`), as the rules handbook keeps it. */
  flightNumber: string;
  weight: number;
  volume: number;
  /** A piece heavier than the airline's heavy-cargo weight: the airline confirms it (HN at best). */
  heavy: boolean;
}

export interface Room {
  weight: number;
  volume: number;
}

/** The room on a leg for this booking. */
export interface AnswerRoom {
  /** What free sale may still take: capacity and overflow less accepted cargo and the unused part of every unexpired quota (this contract's too). */
  free: Room;
  /** What is left of this contract's quota on the leg; null: none applies. */
  quota: Room | null;
  /** The most the leg may ever carry (capacity and overflow). */
  ceiling: Room;
}

export interface LegAnswer {
  status: BookingStatus;
  /** The rule that decided, if one matched. */
  ruleId: number | null;
  /** KK out of the contract's quota. */
  fromQuota: boolean;
}

const within = (value: number, min: number | null, max: number | null): boolean => (min === null || value >= min) && (max === null || value <= max);
const percentOf = (part: number, whole: number): number => (whole > 0 ? (part / whole) * 100 : part > 0 ? Number.POSITIVE_INFINITY : 0);

/** The first rule by priority (then id) whose conditions all hold for the ask. */
export function matchingRule(rules: readonly AnswerRule[], ask: AnswerAsk, room: AnswerRoom): AnswerRule | null {
  const freeWeight = room.free.weight + (room.quota?.weight ?? 0);
  const freeVolume = room.free.volume + (room.quota?.volume ?? 0);
  const weightPercent = percentOf(ask.weight, Math.max(0, freeWeight));
  const volumePercent = percentOf(ask.volume, Math.max(0, freeVolume));
  const ordered = [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id);
  return (
    ordered.find(
      (rule) =>
        (rule.departure === null || rule.departure === ask.departure) &&
        (rule.arrival === null || rule.arrival === ask.arrival) &&
        (rule.shc.length === 0 || rule.shc.some((code) => ask.shc.includes(code))) &&
        (rule.aircraftType === null || rule.aircraftType === ask.aircraftType) &&
        (rule.flightNumber === null || rule.flightNumber === ask.flightNumber) &&
        within(ask.weight, rule.minWeight, rule.maxWeight) &&
        within(ask.volume, rule.minVolume, rule.maxVolume) &&
        within(weightPercent, rule.minWeightPercent, rule.maxWeightPercent) &&
        within(ask.volume > 0 ? volumePercent : 0, rule.minVolumePercent, rule.maxVolumePercent),
    ) ?? null
  );
}

const fits = (ask: AnswerAsk, room: Room): boolean => ask.weight <= room.weight && ask.volume <= room.volume;

/** The answer on one leg. */
export function legAnswer(rules: readonly AnswerRule[], ask: AnswerAsk, room: AnswerRoom): LegAnswer {
  const quota = room.quota && room.quota.weight > 0 ? room.quota : null;
  if (quota && fits(ask, quota)) {
    // The quota is the contract's space bought ahead: only a rule about the cargo itself (one
    // naming SHC codes) refuses it or holds it for a check; the room rules do not apply.
    const cargoRule = matchingRule(
      rules.filter((rule) => rule.result !== 'KK' && rule.shc.length > 0),
      ask,
      room,
    );
    if (cargoRule) return { status: cargoRule.result, ruleId: cargoRule.id, fromQuota: false };
    if (ask.heavy) return { status: 'HN', ruleId: null, fromQuota: false };
    return { status: 'KK', ruleId: null, fromQuota: true };
  }
  const rule = matchingRule(rules, ask, room);
  const ruleId = rule?.id ?? null;
  if (rule && rule.result !== 'KK') return { status: rule.result, ruleId, fromQuota: false };
  if (!fits(ask, room.ceiling)) return { status: 'UU', ruleId, fromQuota: false };
  // Past the contract's quota: what is left of it, the rest from free sale.
  const total = quota ? { weight: room.free.weight + quota.weight, volume: room.free.volume + quota.volume } : room.free;
  if (!fits(ask, total)) return { status: 'LL', ruleId, fromQuota: false };
  if (ask.heavy) return { status: 'HN', ruleId, fromQuota: false };
  return { status: 'KK', ruleId, fromQuota: quota !== null };
}

/** Worst first: one refused leg refuses a one-answer booking, one wait-listed leg wait-lists it. */
const SEVERITY: Record<BookingStatus, number> = { UU: 4, LL: 3, CN: 2, HN: 1, KK: 0 };

/**
 * The statuses a booking's legs take: each its own when the airline answers per segment (its
 * settings), else all the worst leg's (a connection is confirmed whole or not at all).
 */
export function combineAnswers(answers: readonly LegAnswer[], separate: boolean): LegAnswer[] {
  if (separate || answers.length < 2) return [...answers];
  const worst = answers.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a));
  return answers.map((answer) => (answer.status === worst.status ? answer : { ...answer, status: worst.status, fromQuota: false }));
}

/** Whether a status holds space on the leg (KK) or waits for it (HN, LL, CN); UU holds nothing. */
/** The statuses a booking holds space (or a place on the wait list) and money in: all but UU. */
export const LIVE_STATUSES = ['KK', 'HN', 'LL', 'CN'] as const satisfies readonly BookingStatus[];
export const isLive = (status: BookingStatus): boolean => status !== 'UU';
export const isConfirmed = (status: BookingStatus): boolean => status === 'KK';
export const isWaiting = (status: BookingStatus): boolean => status === 'HN' || status === 'LL' || status === 'CN';
