// Flights and segments: the list, a flight's info, adding a flight by hand, and the actions of the
// flight info page in section 2's flights.* family (named by us: docs/decisions.md).

export const FLIGHT_ABILITIES = {
  view: 'flights.view',
  info: 'flights.info.view',
  manualEdit: 'flights.manual.edit',
  /** Opening and closing a leg for sale. */
  sale: 'flights.sale.edit',
  /** Opening and closing a leg, its status, delays and cancelling the flight. */
  control: 'flights.control.edit',
  /** Recording customs' answers in preliminary informing. */
  informing: 'flights.informing.edit',
} as const;
