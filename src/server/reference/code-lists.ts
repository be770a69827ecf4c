import { MESSAGE_PROTOCOLS } from '@shared/constants';
import { AIRCRAFT_TYPES } from '@shared/reference/aircraft-types';
import { CARGO_TYPES, SHIPMENT_FILE_TYPES } from '@shared/reference/lists';
import { SHC_CODES } from '@shared/reference/shc';
import type { LookupOption } from '@shared/resources/lookups';
import type { LookupContext, LookupProvider } from '../resources/lookups/types';

// Lookups over the committed code lists: nothing to scope, public.

function fromList(name: LookupProvider['name'], options: (ctx: LookupContext) => LookupOption[]): LookupProvider {
  return {
    name,
    async search(ctx, q, limit) {
      const needle = q.trim().toLowerCase();
      const all = options(ctx);
      const matches = needle
        ? all.filter((o) => String(o.value).toLowerCase().startsWith(needle) || `${o.label} ${o.description ?? ''}`.toLowerCase().includes(needle))
        : all;
      return matches.slice(0, limit);
    },
    async resolve(ctx, values) {
      const wanted = new Set(values.map((value) => String(value).toUpperCase()));
      return options(ctx).filter((o) => wanted.has(String(o.value).toUpperCase()));
    },
  };
}

export const shcLookup = fromList('shc', (ctx) =>
  SHC_CODES.map((s) => ({ value: s.code, label: s.code, description: ctx.locale === 'ru' ? s.ru : s.en })),
);

export const aircraftTypeLookup = fromList('aircraftType', () =>
  AIRCRAFT_TYPES.map((a) => ({ value: a.code, label: `${a.code} ${a.name}`, description: a.icao })),
);

export const cargoTypeLookup = fromList('cargoType', (ctx) =>
  CARGO_TYPES.map((code) => ({ value: code, label: ctx.t(`reference:cargoType.${code}`) })),
);

export const shipmentFileTypeLookup = fromList('shipmentFileType', (ctx) =>
  SHIPMENT_FILE_TYPES.map((code) => ({ value: code, label: ctx.t(`reference:shipmentFileType.${code}`) })),
);

export const protocolLookup = fromList('protocol', (ctx) =>
  MESSAGE_PROTOCOLS.map((code) => ({ value: code, label: ctx.t(`reference:protocol.${code}`) })),
);
