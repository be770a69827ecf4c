import { describe, expect, it } from 'vitest';
import { combineAnswers, legAnswer, matchingRule, type AnswerAsk, type AnswerRoom, type AnswerRule } from './answer';

// The booking answer on a leg: the rules' priority, then the quota and free sale, the wait list and
// refusals; and how a connection's legs answer together or per segment.

let id = 0;
const rule = (result: AnswerRule['result'], priority: number, extra: Partial<AnswerRule> = {}): AnswerRule => ({
  id: ++id,
  departure: null,
  arrival: null,
  shc: [],
  aircraftType: null,
  flightNumber: null,
  minWeight: null,
  maxWeight: null,
  minVolume: null,
  maxVolume: null,
  minWeightPercent: null,
  maxWeightPercent: null,
  minVolumePercent: null,
  maxVolumePercent: null,
  result,
  priority,
  ...extra,
});
const ask = (extra: Partial<AnswerAsk> = {}): AnswerAsk => ({ departure: 'TJM', arrival: 'UFA', shc: [], aircraftType: '735', flightNumber: '345', weight: 100, volume: 0.5, heavy: false, ...extra });
const room = (free: number, quota: number | null = null, ceiling = 2000): AnswerRoom => ({
  free: { weight: free, volume: 10 },
  quota: quota === null ? null : { weight: quota, volume: 5 },
  ceiling: { weight: ceiling, volume: 20 },
});

// The seeded handbook's shape: refusals first, checks, then the wait list by share of free weight.
const RULES = [
  rule('UU', 1, { shc: ['CAO'] }),
  rule('UU', 3, { minWeightPercent: 120 }),
  rule('UU', 5, { shc: ['AVI'], aircraftType: 'AT7' }),
  rule('HN', 10, { shc: ['DGR'] }),
  rule('HN', 16, { shc: ['AVI'] }),
  rule('LL', 20, { minWeightPercent: 80, maxWeightPercent: 120 }),
  rule('CN', 22, { departure: 'SGC', arrival: 'VKO', flightNumber: '104', minWeight: 500 }),
  rule('HN', 30, { minWeight: 1000 }),
  rule('KK', 40, { departure: 'SLY', arrival: 'VKO', shc: ['PES'], maxWeight: 800 }),
];

describe('the booking answer on a leg', () => {
  it.each([
    ['KK with room and no rule', ask(), room(1000), 'KK', null],
    ['UU for cargo-aircraft-only cargo on a passenger flight', ask({ shc: ['CAO', 'GEN'] }), room(1000), 'UU', 1],
    ['UU for animals on an ATR 72 before the animals check', ask({ shc: ['AVI'], aircraftType: 'AT7' }), room(1000), 'UU', 3],
    ['HN for animals on another type', ask({ shc: ['AVI'] }), room(1000), 'HN', 5],
    ['HN for dangerous goods', ask({ shc: ['DGR'] }), room(1000), 'HN', 4],
    ['LL past 80% of the free weight', ask({ weight: 90 }), room(100), 'LL', 6],
    ['UU past 120% of the free weight', ask({ weight: 130 }), room(100), 'UU', 2],
    ['CN on the Friday evening flight over 500 kg', ask({ departure: 'SGC', arrival: 'VKO', flightNumber: '104', weight: 600 }), room(5000), 'CN', 7],
    ['the same rule does not apply to another flight', ask({ departure: 'SGC', arrival: 'VKO', flightNumber: '106', weight: 600 }), room(5000), 'KK', null],
    ['HN over 1000 kg', ask({ weight: 1200 }), room(5000), 'HN', 8],
    ['a KK rule of lower priority loses to the refusal past 120% of free weight', ask({ departure: 'SLY', arrival: 'VKO', shc: ['PES'], weight: 50 }), room(40), 'UU', 2],
    ['a KK rule with room confirms', ask({ departure: 'SLY', arrival: 'VKO', shc: ['PES'], weight: 500 }), room(5000), 'KK', 9],
  ])('%s', (_, cargo, legRoom, status, ruleIndex) => {
    const answer = legAnswer(RULES, cargo, legRoom);
    expect(answer.status).toBe(status);
    expect(answer.ruleId).toBe(ruleIndex === null ? null : RULES[ruleIndex - 1]!.id);
  });

  it('waits (LL) without a rule when free sale has no room, refuses (UU) what the leg can never carry', () => {
    expect(legAnswer([], ask({ weight: 100 }), room(50)).status).toBe('LL');
    expect(legAnswer([], ask({ weight: 2001 }), room(50)).status).toBe('UU');
    expect(legAnswer([], ask({ weight: 100, volume: 11 }), room(5000)).status).toBe('LL');
  });

  it('confirms from the contract\u2019s quota before free sale', () => {
    expect(legAnswer([], ask({ weight: 100 }), room(0, 150))).toEqual({ status: 'KK', ruleId: null, fromQuota: true });
    // Past the quota: the quota and then free sale.
    expect(legAnswer([], ask({ weight: 200 }), room(100, 150))).toEqual({ status: 'KK', ruleId: null, fromQuota: true });
    expect(legAnswer([], ask({ weight: 300 }), room(100, 150)).status).toBe('LL');
    // A quota used up counts for nothing.
    expect(legAnswer([], ask({ weight: 50 }), room(100, 0))).toEqual({ status: 'KK', ruleId: null, fromQuota: false });
  });

  it('confirms what fits the quota whatever the room rules say, unless a rule on its cargo objects', () => {
    // 150 kg of a 200 kg quota with free sale full: 75% of the room would be the catch-all's HN.
    const catchAll = [...RULES, rule('HN', 99)];
    expect(legAnswer(catchAll, ask({ weight: 150 }), room(0, 200))).toEqual({ status: 'KK', ruleId: null, fromQuota: true });
    expect(legAnswer(catchAll, ask({ weight: 150, shc: ['DGR'] }), room(0, 200)).status).toBe('HN');
    expect(legAnswer(catchAll, ask({ weight: 150, shc: ['CAO'] }), room(0, 200)).status).toBe('UU');
  });

  it('reads the share of free weight with the quota counted in', () => {
    // 90 kg of 100 free is 90% (LL); with a 100 kg quota it is 45%.
    expect(matchingRule(RULES, ask({ weight: 90 }), room(100))?.result).toBe('LL');
    expect(matchingRule(RULES, ask({ weight: 90 }), room(100, 100))).toBeNull();
  });

  it('leaves heavy cargo to the airline (HN) even with room', () => {
    expect(legAnswer([], ask({ heavy: true }), room(1000)).status).toBe('HN');
    expect(legAnswer([], ask({ heavy: true }), room(10)).status).toBe('LL');
  });
});

describe('a connection\u2019s legs', () => {
  const kk = { status: 'KK' as const, ruleId: null, fromQuota: true };
  const ll = { status: 'LL' as const, ruleId: null, fromQuota: false };
  const hn = { status: 'HN' as const, ruleId: 7, fromQuota: false };
  const uu = { status: 'UU' as const, ruleId: 1, fromQuota: false };
  it.each([
    [[kk, kk], ['KK', 'KK']],
    [[kk, ll], ['LL', 'LL']],
    [[hn, kk], ['HN', 'HN']],
    [[hn, ll], ['LL', 'LL']],
    [[kk, uu, ll], ['UU', 'UU', 'UU']],
  ])('answer as one: %j', (answers, expected) => {
    const combined = combineAnswers(answers, false);
    expect(combined.map((a) => a.status)).toEqual(expected);
    // A leg that no longer confirms does not draw on the quota.
    expect(combined.every((a) => a.status === 'KK' || !a.fromQuota)).toBe(true);
  });
  it('answer per segment when the airline says so', () => {
    expect(combineAnswers([kk, ll], true).map((a) => a.status)).toEqual(['KK', 'LL']);
  });
});
