import { describe, expect, it } from 'vitest';
import { can } from './can';
import type { Abilities, AbilityCondition, AbilityContext } from './conditions';

// Section 6: a missing key denies; without a context the ability holds unless a Boolean false is
// among its conditions; with a context any matching condition allows.

const yes: AbilityCondition = { type: 'Boolean', value: true };
const no: AbilityCondition = { type: 'Boolean', value: false };
const ut: AbilityCondition = { type: 'Company', company: 'ut' };
const utRoute: AbilityCondition = { type: 'Route', company: 'ut', departure: ['SGC', 'TJM'], arrival: ['VKO'] };
const utAnyRoute: AbilityCondition = { type: 'Route', company: 'ut', departure: [], arrival: [] };
const utFromSgc: AbilityCondition = { type: 'Departure', company: 'ut', departure: ['SGC'] };
const utFromAnywhere: AbilityCondition = { type: 'Departure', company: 'ut', departure: [] };
const utToVko: AbilityCondition = { type: 'Arrival', company: 'ut', arrival: ['VKO'] };
const utToAnywhere: AbilityCondition = { type: 'Arrival', company: 'ut', arrival: [] };

const only = (...conditions: AbilityCondition[]): Abilities => ({ 'shipment.view': conditions });
const check = (abilities: Abilities | null | undefined, context?: AbilityContext) => can(abilities, 'shipment.view', context);

describe('can: a missing key', () => {
  it.each([
    ['no abilities at all', null],
    ['undefined abilities', undefined],
    ['an empty map', {}],
    ['another key only', { 'shipment.create': [yes] }],
  ])('denies with %s', (_, abilities) => {
    expect(check(abilities)).toBe(false);
    expect(check(abilities, { company: 'ut' })).toBe(false);
  });
});

describe('can: without a context', () => {
  it.each<[string, AbilityCondition[], boolean]>([
    ['an empty condition list', [], true],
    ['Boolean true', [yes], true],
    ['a Company condition', [ut], true],
    ['Route, Departure and Arrival conditions', [utRoute, utFromSgc, utToVko], true],
    ['Boolean false', [no], false],
    ['Boolean false beside conditions that would allow', [ut, yes, no], false],
  ])('%s → %s', (_, conditions, expected) => {
    expect(check(only(...conditions))).toBe(expected);
  });
});

describe('can: with a context', () => {
  it.each<[string, AbilityCondition[], AbilityContext, boolean]>([
    // Boolean.
    ['Boolean true allows any context', [yes], { company: 'xx' }, true],
    ['Boolean false does not match', [no], { company: 'ut' }, false],
    ['Boolean false does not veto another matching condition', [no, ut], { company: 'ut' }, true],
    ['an empty condition list matches nothing', [], { company: 'ut' }, false],
    // Company.
    ['Company: the same marker', [ut], { company: 'ut' }, true],
    ['Company: another marker', [ut], { company: 's7' }, false],
    ['Company: the marker is case-sensitive', [ut], { company: 'UT' }, false],
    ['Company: no company in the context', [ut], { departure: 'SGC' }, false],
    // Route: both airports must be in their lists.
    ['Route: departure and arrival listed', [utRoute], { company: 'ut', departure: 'TJM', arrival: 'VKO' }, true],
    ['Route: departure not listed', [utRoute], { company: 'ut', departure: 'LED', arrival: 'VKO' }, false],
    ['Route: arrival not listed', [utRoute], { company: 'ut', departure: 'SGC', arrival: 'LED' }, false],
    ['Route: right airports, another company', [utRoute], { company: 's7', departure: 'SGC', arrival: 'VKO' }, false],
    ['Route: empty lists mean any airport', [utAnyRoute], { company: 'ut', departure: 'LED', arrival: 'AER' }, true],
    ['Route: no departure in the context', [utRoute], { company: 'ut', arrival: 'VKO' }, false],
    ['Route: no arrival in the context', [utRoute], { company: 'ut', departure: 'SGC' }, false],
    // An empty list is "any airport", not "no airport needed": the context must still name one.
    ['Route: empty lists, no airports in the context', [utAnyRoute], { company: 'ut' }, false],
    // Departure.
    ['Departure: listed', [utFromSgc], { company: 'ut', departure: 'SGC', arrival: 'LED' }, true],
    ['Departure: not listed', [utFromSgc], { company: 'ut', departure: 'TJM' }, false],
    ['Departure: empty list means any airport', [utFromAnywhere], { company: 'ut', departure: 'TJM' }, true],
    ['Departure: another company', [utFromSgc], { company: 's7', departure: 'SGC' }, false],
    ['Departure: no departure in the context', [utFromAnywhere], { company: 'ut', arrival: 'VKO' }, false],
    // Arrival.
    ['Arrival: listed', [utToVko], { company: 'ut', departure: 'SGC', arrival: 'VKO' }, true],
    ['Arrival: not listed', [utToVko], { company: 'ut', arrival: 'SGC' }, false],
    ['Arrival: empty list means any airport', [utToAnywhere], { company: 'ut', arrival: 'AER' }, true],
    ['Arrival: another company', [utToVko], { company: 's7', arrival: 'VKO' }, false],
    ['Arrival: no arrival in the context', [utToAnywhere], { company: 'ut', departure: 'SGC' }, false],
    // Any of several.
    ['any matching condition allows', [utFromSgc, utToVko], { company: 'ut', departure: 'LED', arrival: 'VKO' }, true],
    ['none of several matching denies', [utFromSgc, utToVko], { company: 'ut', departure: 'LED', arrival: 'AER' }, false],
    ['an empty context matches only Boolean true', [ut, utAnyRoute, yes], {}, true],
    ['an empty context matches no company condition', [ut, utAnyRoute], {}, false],
  ])('%s', (_, conditions, context, expected) => {
    expect(check(only(...conditions), context)).toBe(expected);
  });
});
