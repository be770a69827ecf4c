// Flights and segments: the list, a flight's info and adding a flight by hand.

export const FLIGHT_ABILITIES = { view: 'flights.view', info: 'flights.info.view', manualEdit: 'flights.manual.edit' } as const;
