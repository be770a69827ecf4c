// The temporary storage warehouse a shipment goes to (section 2's "warehouse"; section 3's warehouse
// rules): the rules name an agent, a consignee, a shipper, or several of them, and a warehouse at an
// airport. The shipment takes the rule at its destination (where import cargo waits for customs),
// else at its origin, whose named participants are all the shipment's; of those, the rule naming
// more participants wins over a broader one, then the older rule.

export interface WarehouseRuleRow {
  id: number;
  warehouseId: number;
  /** The warehouse's airport. */
  airport: string;
  expeditorId: number | null;
  consigneeId: number | null;
  shipperId: number | null;
}

/** The shipment's participants as companies of the handbook (null where none is known). */
export interface ShipmentParties {
  expeditorId: number | null;
  consigneeId: number | null;
  shipperId: number | null;
}

const PARTIES = ['expeditorId', 'consigneeId', 'shipperId'] as const;

export function chooseWarehouseRule<R extends WarehouseRuleRow>(rules: readonly R[], parties: ShipmentParties, route: { origin: string; destination: string }): R | null {
  const airports = [route.destination, route.origin];
  const fitting = rules.filter((rule) => airports.includes(rule.airport) && PARTIES.some((key) => rule[key] !== null) && PARTIES.every((key) => rule[key] === null || rule[key] === parties[key]));
  const named = (rule: R) => PARTIES.filter((key) => rule[key] !== null).length;
  return [...fitting].sort((a, b) => airports.indexOf(a.airport) - airports.indexOf(b.airport) || named(b) - named(a) || a.id - b.id)[0] ?? null;
}
