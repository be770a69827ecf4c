import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ABILITY_NAMES, AbilitiesSchema } from '../abilities';
import en from '../locales/en/abilities.json';
import ru from '../locales/ru/abilities.json';
import { ABILITY_FAMILIES, abilityCatalogue, GroupAbilitiesSchema, parseGroupAbilities } from './group-abilities';

// The group editor's catalogue and the rules both the form and the server apply to a group's
// abilities (section 6's conditions).

const labelOf = (texts: { names: unknown }, name: string): unknown =>
  name.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), texts.names);

describe('the ability catalogue', () => {
  it('holds every known ability once, grouped by the families of section 6', () => {
    const catalogue = abilityCatalogue();
    expect(catalogue.flatMap((group) => group.abilities).sort()).toEqual([...ABILITY_NAMES].sort());
    expect(catalogue.map((group) => group.family)).toEqual(ABILITY_FAMILIES.filter((family) => ABILITY_NAMES.some((name) => name.startsWith(`${family}.`))));
  });

  it.each([
    ['ru', ru],
    ['en', en],
  ])('has a %s label for every ability and family', (_, texts) => {
    for (const name of ABILITY_NAMES) expect(typeof labelOf(texts, name), name).toBe('string');
    for (const family of ABILITY_FAMILIES) expect(typeof (texts.families as Record<string, unknown>)[family], family).toBe('string');
  });
});

describe('a group’s abilities', () => {
  it('normalises companies, airports and repeats', () => {
    const parsed = parseGroupAbilities({
      'shipment.view': [
        { type: 'Route', company: ' UT ', departure: ['sgc', 'SGC'], arrival: [] },
        { type: 'Company', company: 'ut' },
        { type: 'Company', company: 'UT' },
      ],
      'chat.action.view': [{ type: 'Boolean', value: false }],
    });
    expect(parsed).toEqual({
      ok: {
        'shipment.view': [
          { type: 'Route', company: 'ut', departure: ['SGC'], arrival: [] },
          { type: 'Company', company: 'ut' },
        ],
        'chat.action.view': [{ type: 'Boolean', value: false }],
      },
    });
  });

  it('reads the JSON an xlsx cell holds, and takes no abilities at all', () => {
    expect(parseGroupAbilities('{"flights.view":[{"type":"Arrival","company":"ut","arrival":["VKO"]}]}')).toEqual({
      ok: { 'flights.view': [{ type: 'Arrival', company: 'ut', arrival: ['VKO'] }] },
    });
    expect(parseGroupAbilities({})).toEqual({ ok: {} });
  });

  it.each<[string, unknown, string]>([
    ['nothing', undefined, 'validation:required'],
    ['a list', ['shipment.view'], 'validation:invalidType'],
    ['broken JSON', '{"shipment.view":', 'validation:invalidType'],
    ['an unknown ability', { 'shipment.peek': [{ type: 'Boolean', value: true }] }, 'unknownAbility'],
    ['no conditions', { 'shipment.view': [] }, 'conditionsRequired'],
    ['an unknown type', { 'shipment.view': [{ type: 'Planet' }] }, 'conditionType'],
    ['an extra key', { 'shipment.view': [{ type: 'Company', company: 'ut', departure: ['SGC'] }] }, 'invalidCondition'],
    ['a Boolean that is a string', { 'shipment.view': [{ type: 'Boolean', value: 'true' }] }, 'invalidCondition'],
    ['no company', { 'shipment.view': [{ type: 'Company', company: ' ' }] }, 'companyRequired'],
    ['a company longer than a marker', { 'shipment.view': [{ type: 'Company', company: 'aerotrans' }] }, 'companyMarker'],
    ['a company that is no marker', { 'shipment.view': [{ type: 'Company', company: '7up' }] }, 'companyMarker'],
    ['a Route without airports', { 'shipment.view': [{ type: 'Route', company: 'ut', departure: [], arrival: [] }] }, 'routeAirports'],
    ['a Departure without airports', { 'shipment.view': [{ type: 'Departure', company: 'ut', departure: [] }] }, 'departureAirports'],
    ['an Arrival without airports', { 'shipment.view': [{ type: 'Arrival', company: 'ut' }] }, 'arrivalAirports'],
    ['a malformed airport', { 'shipment.view': [{ type: 'Arrival', company: 'ut', arrival: ['VKO1'] }] }, 'airportCode'],
    ['too many airports', { 'shipment.view': [{ type: 'Arrival', company: 'ut', arrival: Array.from({ length: 51 }, (_, i) => `A${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`) }] }, 'tooManyAirports'],
    ['too many conditions', { 'shipment.view': Array.from({ length: 21 }, (_, i) => ({ type: 'Company', company: `c${i}` })) }, 'tooManyConditions'],
  ])('refuses %s', (_, raw, key) => {
    const parsed = parseGroupAbilities(raw);
    expect('error' in parsed && parsed.error).toContain(key);
  });

  it('takes every marker the airline settings take, and the user’s abilities read them back (issue 12)', () => {
    // 'aeroflt' held the group's members out: the conditions allowed three characters.
    for (const marker of ['ut', 'aeroflt', 's7x12345']) {
      const parsed = parseGroupAbilities({ 'shipment.view': [{ type: 'Company', company: marker.toUpperCase() }] });
      expect(parsed).toEqual({ ok: { 'shipment.view': [{ type: 'Company', company: marker }] } });
      expect(v.is(AbilitiesSchema, 'ok' in parsed ? parsed.ok : null)).toBe(true);
    }
  });

  it('gives the schema’s issue the message naming the ability', () => {
    const result = v.safeParse(GroupAbilitiesSchema, { 'flights.view': [] });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('resources/access-groups:errors.conditionsRequired|{"ability":"flights.view"}');
  });
});
