import { describe, expect, it } from 'vitest';
import { accreditationsResource } from '../accreditations/definition';
import { NEWCOMER_GROUP } from '../accounts/demo-groups';
import { webhooksResource } from '../webhooks/endpoints';
import { mayImport } from './import-rights';

// The import rule both the server and the list page apply.

const editor = { [accreditationsResource.abilities.edit]: [{ type: 'Boolean' as const, value: true }] };
const newcomer = Object.fromEntries(NEWCOMER_GROUP.abilities.map(({ ability, conditions }) => [ability, conditions]));

describe('who may import a sheet', () => {
  it('lets an editor import, but not a company still applying, though it may edit', () => {
    expect(mayImport(accreditationsResource, { roles: ['USER', 'AIR_COMPANY', 'AK'], abilities: editor })).toBe(true);
    expect(mayImport(accreditationsResource, { roles: ['USER', 'ANON_COMPANY_USER'], abilities: newcomer })).toBe(false);
    expect(mayImport(accreditationsResource, { roles: ['USER', 'APPROVED_SHIPPER'], abilities: editor })).toBe(false);
  });

  it('lets nobody import without the edit ability, into a read-only resource, or when signed out', () => {
    expect(mayImport(accreditationsResource, { roles: ['USER', 'AIR_COMPANY'], abilities: {} })).toBe(false);
    expect(mayImport({ ...accreditationsResource, readOnly: true }, { roles: ['USER', 'AIR_COMPANY'], abilities: editor })).toBe(false);
    expect(mayImport(accreditationsResource, null)).toBe(false);
  });
});

describe('a resource without import', () => {
  it('refuses every editor, staff included', () => {
    const webhookEditor = { [webhooksResource.abilities.edit]: [{ type: 'Boolean' as const, value: true }] };
    expect(webhooksResource.importable).toBe(false);
    expect(mayImport(webhooksResource, { roles: ['USER', 'AGENT', 'AIR_COMPANY'], abilities: webhookEditor })).toBe(false);
    expect(mayImport(webhooksResource, { roles: ['USER', 'AIR_COMPANY', 'AK'], abilities: webhookEditor })).toBe(false);
  });
});
