import type { Currency } from '../../money';
import { meets } from '../conditions';
import type { LossReason } from '../quote';
import type { TariffRow } from '../tariffs';
import { inPeriod, regionMatches } from './routing';
import type { Situation } from './situation';

// Which tariffs may price the shipment, and why each other one may not. The checks run in the
// order of LOSS_REASONS, so a tariff that fails several is told the first.

/** The first reason the tariff cannot price the shipment, its currency aside; null when it can. */
export function unfitReason(tariff: TariffRow, s: Situation): LossReason | null {
  const { shipment, routing } = s;
  if (tariff.departure !== shipment.departure || tariff.arrival !== shipment.arrival) return 'route';
  const transfers = shipment.transfers;
  // A direct fare is for a direct routing; a fare naming transfer points is for routings through
  // them (all of the routing's points among the named ones); a fare naming none takes any routing.
  if (tariff.direct && transfers.length > 0) return 'transfer';
  if (tariff.transfer.length > 0 && (transfers.length === 0 || !transfers.every((point) => tariff.transfer.includes(point)))) return 'transfer';
  if (tariff.airline !== null && tariff.airline.toUpperCase() !== s.carrier) return 'carrier';
  if (!inPeriod(shipment.date, tariff.begin, tariff.finish)) return 'dates';
  if (!regionMatches(tariff.region, routing)) return 'region';
  if (tariff.forbiddenCountries.some((country) => routing.countries.has(country))) return 'forbiddenCountry';
  if (!meets(tariff.conditions, s.tariffFacts)) return 'condition';
  // A fare naming contracts is theirs alone; a public fare is open to contract holders too.
  if (tariff.contracts.length > 0 && !(shipment.contract && tariff.contracts.includes(shipment.contract.id))) return 'contract';
  return null;
}

export interface Field {
  /** The tariffs left to compete on price, in the order given. */
  contenders: TariffRow[];
  /** The currency every contender charges in; null when no tariff applies. */
  currency: Currency | null;
  /** Why each other tariff lost, by id. */
  lost: Map<number, LossReason>;
}

/**
 * The applicable tariffs narrowed by precedence. The quote is in one currency: the contract's, or
 * the one the server asks for, or (neither given) the lowest-id applicable tariff's, since amounts
 * in two currencies cannot be compared without a rate of exchange the engine does not have.
 */
export function narrowCandidates(tariffs: readonly TariffRow[], s: Situation, wanted: Currency | null): Field {
  const lost = new Map<number, LossReason>();
  let applicable: TariffRow[] = [];
  for (const tariff of tariffs) {
    const reason = unfitReason(tariff, s);
    if (reason) lost.set(tariff.id, reason);
    else applicable.push(tariff);
  }
  const currency = s.shipment.contract?.currency ?? wanted ?? applicable.reduce<TariffRow | null>((low, tariff) => (low && low.id < tariff.id ? low : tariff), null)?.currency ?? null;
  applicable = applicable.filter((tariff) => {
    if (tariff.currency === currency) return true;
    lost.set(tariff.id, 'currency');
    return false;
  });
  // A contract fare is what the client negotiated: the public ones do not compete with it.
  applicable = beaten(applicable, (tariff) => tariff.contracts.length > 0, 'beatenByContract', lost);
  // IATA: a specific commodity rate that applies takes precedence over the general cargo rates.
  applicable = beaten(applicable, (tariff) => tariff.basis === 'SCR', 'beatenBySpecific', lost);
  return { contenders: applicable, currency: applicable.length ? currency : null, lost };
}

/** When any tariff is `preferred`, the others lose for `reason`. */
function beaten(tariffs: TariffRow[], preferred: (tariff: TariffRow) => boolean, reason: LossReason, lost: Map<number, LossReason>): TariffRow[] {
  if (!tariffs.some(preferred)) return tariffs;
  return tariffs.filter((tariff) => {
    if (preferred(tariff)) return true;
    lost.set(tariff.id, reason);
    return false;
  });
}
