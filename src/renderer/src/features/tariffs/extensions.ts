import type { ComponentType } from 'react';
import { DYNAMIC_CONDITION_FIELDS, TARIFF_CONDITION_FIELDS } from '@shared/tariffs/conditions';
import type { FieldEditorProps, ResourceExtensions } from '@/components/resource/editors';
import { conditionEditor } from './ConditionEditor';
import { RuleConditions } from './RuleConditions';
import { TariffInfo } from './TariffInfo';
import { WeightBreaksEditor } from './WeightBreaksEditor';

const today = () => new Date().toISOString().slice(0, 10);

/** Tariffication's own parts: the weight breaks and condition editors, the rate card. */
export const TARIFF_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  tariffs: {
    editors: { weightBreaks: WeightBreaksEditor as ComponentType<FieldEditorProps>, tariffConditions: conditionEditor(TARIFF_CONDITION_FIELDS) },
    Info: TariffInfo,
    defaults: () => ({ breaks: [], conditions: null, basis: 'GCR', measure: 'kg', region: 'any', currency: 'RUB', begin: today() }),
  },
  taxes: { defaults: () => ({ region: 'any', base: 'total', method: 'percent', entitlement: 'C', validFrom: today() }) },
  surcharges: { defaults: () => ({ region: 'any', method: 'perKg', entitlement: 'C', currency: 'RUB', validFrom: today() }) },
  'dynamic-pricing': {
    editors: { dynamicConditions: conditionEditor(DYNAMIC_CONDITION_FIELDS) },
    Info: RuleConditions,
    defaults: () => ({ conditions: null, active: true, method: 'percent', priority: 100, validFrom: today() }),
  },
};
