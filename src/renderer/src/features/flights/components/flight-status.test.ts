import { describe, expect, it } from 'vitest';
import { flightStatus, nextStatuses } from './flight-status';

const legs = (...statuses: ('scheduled' | 'departed' | 'arrived' | 'canceled')[]) => statuses.map((status) => ({ status }));

describe("a flight's status from its legs", () => {
  it('reads the legs still flying', () => {
    expect(flightStatus(legs('scheduled', 'scheduled'))).toBe('scheduled');
    expect(flightStatus(legs('arrived', 'scheduled'))).toBe('departed');
    expect(flightStatus(legs('departed'))).toBe('departed');
    expect(flightStatus(legs('arrived', 'arrived'))).toBe('arrived');
    expect(flightStatus(legs('arrived', 'canceled'))).toBe('arrived');
    expect(flightStatus(legs('canceled', 'canceled'))).toBe('canceled');
  });

  it('offers one step forward or back to scheduled, nothing for a cancelled leg', () => {
    expect(nextStatuses('scheduled')).toEqual(['departed']);
    expect(nextStatuses('departed')).toEqual(['arrived', 'scheduled']);
    expect(nextStatuses('canceled')).toEqual([]);
  });
});
