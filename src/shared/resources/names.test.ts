import { describe, expect, it } from 'vitest';
import { RESOURCES } from './index';
import { RESOURCE_NAMES } from './names';

describe('resource names', () => {
  it('lists exactly the resources of the registry, once each', () => {
    expect(new Set(RESOURCE_NAMES).size).toBe(RESOURCE_NAMES.length);
    expect([...RESOURCE_NAMES].sort()).toEqual(Object.keys(RESOURCES).sort());
  });
});
