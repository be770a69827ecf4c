import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TELEGRAMS } from '../constants';
import { issuesToFields } from '../validation';
import { CIMP_FORMATS } from './cimp/codec';
import { incomingResource } from './incoming';
import { outgoingResource } from './outgoing';
import { ATTACHMENT_NAME_PATTERN, CIMP_TYPES, fillVariables, LOGGED_TYPES, OUTGOING_VERSIONS, SUBJECT_PATTERN, versionList } from './settings';

// The message settings' own rules, as the form and the server both apply them.

const fieldsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToFields(result.issues);
};

const outgoing = (change: Record<string, unknown> = {}) => ({
  airport: 'VKO',
  active: true,
  type: 'FFM',
  format: 'CIMP',
  version: 8,
  protocol: 'EMAIL',
  contractId: null,
  recipients: ['ffm@vko-handling.example'],
  copy: [],
  arrivalPort: false,
  arrivalReceivers: [],
  subject: 'FFM {company}{flight}/{date} {departure}',
  body: null,
  attachmentName: null,
  intervalMinutes: 30,
  sendEmpty: false,
  closeFlight: true,
  excludedAirports: [],
  ...change,
});

describe('outgoing versions', () => {
  it('are the versions the codec writes, type by type', () => {
    const listed = Object.entries(OUTGOING_VERSIONS.CIMP).flatMap(([type, versions]) => versions.map((version) => `${type}/${version}`));
    expect(listed.every((format) => CIMP_FORMATS.includes(format))).toBe(true);
    // Every version the codec has of a type the cabinet sends is offered.
    const sent = CIMP_FORMATS.filter((format) => Object.keys(OUTGOING_VERSIONS.CIMP).includes(format.split('/')[0]!));
    expect(listed.sort()).toEqual(sent.sort());
    expect(versionList()).toBe('FFM/8, FBL/4, FWB/16, FWB/17, FSU/15, FFA/4');
  });

  it('are checked against the type', () => {
    expect(fieldsOf(outgoingResource.input, outgoing())).toEqual({});
    expect(fieldsOf(outgoingResource.input, outgoing({ type: 'FWB', version: 17 }))).toEqual({});
    expect(fieldsOf(outgoingResource.input, outgoing({ type: 'FWB', version: 8 })).version).toMatch(/^resources\/outgoing:errors\.version/);
  });
});

describe('subject variables', () => {
  it('allow words and the five variables only', () => {
    expect(SUBJECT_PATTERN.test('FFM {company}{flight}/{date} {departure} {receipt}')).toBe(true);
    expect(SUBJECT_PATTERN.test('Manifest')).toBe(true);
    for (const bad of ['{flightNumber}', '{company', 'flight}', '{{company}}', '{}']) expect(SUBJECT_PATTERN.test(bad), bad).toBe(false);
    expect(fieldsOf(outgoingResource.input, outgoing({ subject: 'FFM {airline}' }))).toEqual({ subject: 'resources/outgoing:errors.variables' });
  });

  it('fill in, and a file name refuses path characters', () => {
    expect(fillVariables('FFM {company}{flight}/{date} {departure}', { company: 'UT', flight: '471', date: '12MAR', departure: 'VKO' })).toBe('FFM UT471/12MAR VKO');
    expect(fillVariables('{receipt}', {})).toBe('');
    expect(ATTACHMENT_NAME_PATTERN.test('FFM_{company}{flight}_{date}.txt')).toBe(true);
    for (const bad of ['../ffm.txt', 'a/b.txt', 'a:b', '{year}.txt', '']) expect(ATTACHMENT_NAME_PATTERN.test(bad), bad).toBe(false);
  });
});

describe('outgoing recipients', () => {
  it('are e-mail addresses for a letter, one http(s) address for HTTP', () => {
    expect(fieldsOf(outgoingResource.input, outgoing({ recipients: ['not an address'] }))).toEqual({ recipients: 'validation:email' });
    expect(fieldsOf(outgoingResource.input, outgoing({ protocol: 'HTTP', recipients: ['https://api.example/cimp'] }))).toEqual({});
    expect(fieldsOf(outgoingResource.input, outgoing({ protocol: 'HTTP' }))).toEqual({ recipients: 'resources/outgoing:errors.url' });
    expect(fieldsOf(outgoingResource.input, outgoing({ protocol: 'HTTP', recipients: ['https://a.example', 'https://b.example'] }))).toEqual({ recipients: 'resources/outgoing:errors.url' });
    expect(fieldsOf(outgoingResource.input, outgoing({ recipients: [] }))).toEqual({ recipients: 'validation:required' });
  });

  it('copy and the arrival port take e-mail addresses, and the arrival port needs some when sent to', () => {
    expect(fieldsOf(outgoingResource.input, outgoing({ copy: ['ops@'] }))).toEqual({ 'copy.0': 'validation:email' });
    expect(fieldsOf(outgoingResource.input, outgoing({ arrivalPort: true }))).toEqual({ arrivalReceivers: 'validation:required' });
    const parsed = v.parse(outgoingResource.input, outgoing({ arrivalPort: true, arrivalReceivers: ['Telex@SGC-Cargo.example'] }));
    expect(parsed.arrivalReceivers).toEqual(['telex@sgc-cargo.example']);
  });
});

describe('incoming settings', () => {
  const incoming = (change: Record<string, unknown> = {}) => ({ airport: 'SGC', contractId: null, username: 'telex@sgc-cargo.example', telegrams: ['FSU', 'FFM'], protocol: 'EMAIL', ...change });

  it("allow only section 5's telegram types, with the spec's message", () => {
    expect(fieldsOf(incomingResource.input, incoming())).toEqual({});
    expect(fieldsOf(incomingResource.input, incoming({ telegrams: ['FSU', 'FBL'] }))).toEqual({ 'telegrams.1': 'validation:telegramType' });
    expect(fieldsOf(incomingResource.input, incoming({ telegrams: [] }))).toEqual({ telegrams: 'validation:required' });
  });

  it('need a contract for the telegrams applied on a client’s behalf', () => {
    expect(fieldsOf(incomingResource.input, incoming({ telegrams: ['FFR'] }))).toEqual({ contractId: 'resources/incoming:errors.contractNeeded' });
    expect(fieldsOf(incomingResource.input, incoming({ telegrams: ['FWB'], contractId: 4 }))).toEqual({});
  });
});

describe('the types a sender may send', () => {
  it('are every one the log tells apart: a type allowed is never logged without its type', () => {
    expect(ALLOWED_TELEGRAMS.filter((type) => !(LOGGED_TYPES as readonly string[]).includes(type))).toEqual([]);
    expect(LOGGED_TYPES.filter((type) => !(CIMP_TYPES as readonly string[]).includes(type))).toEqual(['CSN', 'OAR', 'SSIM']);
  });
});
