import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { MATRIX_MESSAGES, matrixWithinHold, trunkMatrixSchema, type TrunkMatrix } from './trunk-matrix';
import { TECHNOLOGY_ABILITIES } from './abilities';

const MAX_WEIGHT = 'validation:maxWeight';
const MAX_VOLUME = 'validation:maxVolume';

/** `a` is empty or not above `b`. */
const notAbove = (a: string, b: string) => (input: Record<string, unknown>) => input[a] === null || (input[a] as number) <= (input[b] as number);

/**
 * Aircraft capacity (section 3) by type, or by registrations of that type: the hold ("trunk")
 * limits, the payload, the door's trunk dimension matrix, and the colours a flight's load shows in
 * when it is over or under the computed capacity.
 */
export const capacitiesResource = defineResource({
  name: 'capacities',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.capacities,
  path: '/handbooks/capacities',
  title: (row, c) =>
    titles.join(titles.aircraft(row.aircraftType), titles.field(row, 'registrations') || (row.aircraftType ? c.t('resources:title.typeDefault') : '')),
  fields: {
    aircraftType: f.aircraftType({ required: true }),
    registrations: f.registrations(),
    seats: f.integer({ required: true, min: 0, max: 999 }),
    mtow: f.decimal({ required: true, min: 1, max: 700_000 }),
    defaultPayload: f.decimal({ required: true, min: 0, max: 300_000 }),
    payloadVolume: f.decimal({ required: true, min: 0, max: 2_000 }),
    trunkMaxHeight: f.integer({ required: true, min: 1, max: 1_000, section: 'hold' }),
    trunkLength: f.integer({ required: true, min: 1, max: 5_000, section: 'hold' }),
    trunkWidth: f.integer({ required: true, min: 1, max: 1_000, section: 'hold' }),
    trunkVolume: f.decimal({ required: true, min: 0, max: 2_000, section: 'hold' }),
    trunkWeight: f.decimal({ required: true, min: 0, max: 300_000, section: 'hold' }),
    maxCargoVolume: f.decimal({ min: 0, max: 2_000, section: 'hold' }),
    maxCargoWeight: f.decimal({ min: 0, max: 300_000, section: 'hold' }),
    overloadColor: f.color({ required: true, section: 'colors' }),
    underloadColor: f.color({ required: true, section: 'colors' }),
    matrix: f.custom('trunkMatrix', trunkMatrixSchema, { section: 'matrix' }),
  },
  sections: ['main', 'hold', 'colors', 'matrix'],
  columns: [
    'aircraftType',
    { key: 'registrations' },
    'seats',
    'mtow',
    'defaultPayload',
    'trunkVolume',
    'trunkWeight',
    { key: 'overloadColor' },
    { key: 'underloadColor' },
  ],
  filters: [
    { key: 'aircraftType', kind: 'equals' },
    { key: 'registrations', kind: 'equals' },
    { key: 'seats', kind: 'range' },
  ],
  search: ['aircraftType', 'registrations'],
  defaultSort: { key: 'aircraftType' },
  refinements: [
    { field: 'defaultPayload', check: (input) => (input.defaultPayload as number) <= (input.mtow as number), message: MAX_WEIGHT },
    { field: 'maxCargoWeight', check: notAbove('maxCargoWeight', 'trunkWeight'), message: MAX_WEIGHT },
    { field: 'maxCargoVolume', check: notAbove('maxCargoVolume', 'trunkVolume'), message: MAX_VOLUME },
    {
      field: 'matrix',
      check: (input) => matrixWithinHold(input.matrix as TrunkMatrix, { height: input.trunkMaxHeight as number, length: input.trunkLength as number }),
      message: MATRIX_MESSAGES.outsideHold,
    },
  ],
});
