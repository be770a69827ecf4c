import type { ResourceExtensions } from '@/components/resource/editors';
import { EMPTY_TRUNK_MATRIX } from '@shared/technology/trunk-matrix';
import { TrunkMatrixEditor } from './TrunkMatrixEditor';
import { TrunkMatrixTable } from './TrunkMatrixTable';

/** The technology handbook's own parts (custom editors, info extras), by resource name. */
export const TECHNOLOGY_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  capacities: {
    editors: { trunkMatrix: TrunkMatrixEditor },
    Info: TrunkMatrixTable,
    defaults: { matrix: EMPTY_TRUNK_MATRIX },
  },
};
