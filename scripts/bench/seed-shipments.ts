// The shipments of `npm run bench:print`, written by plain SQL (a few seconds for 20,000): one client
// company's shipments over the past month, each booked on the demo airline's legs (about half
// through a transfer point, two bookings), three in ten not issued, the rest issued or accepted (those
// with their RCS and DEP movements), all with the parties, AWB data, dimensions and priced charges a
// booking and the AWB's edit leave, so the list's rows and the printed forms weigh as real ones do.
import type pg from 'pg';

export interface SeededShipments {
  /** The first `printable` shipments: issued, with every field the forms print. */
  printIds: number[];
  shipments: number;
  bookings: number;
  movements: number;
}

/** Running numbers of the seeded AWBs start past the demo's (4,518,230 + 3 × its 40). */
const FIRST_RUNNING_NUMBER = 6_000_000;

const ROUTES_SQL = `
  create temporary table bench_routes as
  with singles as (
    select array[l.id] as legs, array[l.departure, l.arrival] as route from flight_legs l where l.airline_id = $1
  ), transfers as (
    select distinct on (a.id) array[a.id, b.id] as legs, array[a.departure, a.arrival, b.arrival] as route
    from flight_legs a
    join flight_legs b on b.departure = a.arrival and b.arrival <> a.departure and b.airline_id = a.airline_id
      and b.std between a.sta + interval '1 hour' and a.sta + interval '1 day'
    where a.airline_id = $1
    order by a.id, b.std
  ), both_kinds as (
    select legs, route from singles union all select legs, route from transfers
  )
  select (row_number() over (order by legs[1], cardinality(legs)) - 1)::int as n, legs, route from both_kinds`;

// i = 1 is the newest; statuses by i: the printable ones issued, then of every ten three not issued,
// four issued and three accepted.
const SHIPMENTS_SQL = `
  insert into shipments (airline_id, contractor_id, contract_id, awb_prefix, awb_serial, origin, destination, route,
    status, pieces, weight, volume, chargeable_weight, shc, cargo_name, created_at, issued_at, accepted_at, product,
    dimensions, price_amount, price_currency, charges, participants, awb, created_by)
  select $1::int, $2::int, $3::int, '298', lpad(x.running::text, 7, '0') || (x.running % 7)::text,
    r.route[1], r.route[cardinality(r.route)], r.route, x.status::awb_status,
    x.pieces, x.weight, x.volume, x.chargeable, x.shc, x.cargo, x.created,
    case when x.status = 'not_issued' then null else x.created + interval '1 hour' end,
    case when x.status = 'accepted' then x.created + interval '3 hours' end,
    'GCR',
    jsonb_build_array(jsonb_build_object('pieces', x.pieces, 'length', 40 + i % 60, 'width', 30 + i % 40, 'height', 20 + i % 30, 'weight', null)),
    p.freight + p.fuel + p.agent + p.tax, 'RUB',
    jsonb_build_object('rateClass', 'N', 'chargedWeight', x.chargeable, 'lines', jsonb_build_array(
      jsonb_build_object('kind', 'freight', 'code', 'WT', 'basis', 'N', 'rate', 4500, 'weight', x.chargeable, 'amount', p.freight),
      jsonb_build_object('kind', 'surcharge', 'code', 'MY', 'basis', 'perKg', 'rate', 1200, 'amount', p.fuel, 'entitlement', 'C'),
      jsonb_build_object('kind', 'surcharge', 'code', 'AW', 'basis', 'perAwb', 'amount', p.agent, 'entitlement', 'A'),
      jsonb_build_object('kind', 'tax', 'code', 'VAT', 'basis', 'total', 'rate', 20, 'amount', p.tax))),
    jsonb_build_object(
      'shipper', jsonb_build_object('name', 'ООО «Сибирский берег» ' || i, 'address', 'ул. Ленина, ' || (1 + i % 200),
        'city', 'Сургут', 'country', 'RU', 'postalCode', '628400', 'phone', '+7 3462 55-' || lpad((i % 10000)::text, 4, '0')),
      'consignee', jsonb_build_object('name', 'АО «Северный склад» ' || i, 'address', 'Ленинградский пр-т, ' || (1 + i % 90) || ', стр. 2',
        'city', 'Москва', 'country', 'RU', 'postalCode', '125167', 'phone', '+7 495 700-' || lpad((i % 10000)::text, 4, '0')),
      'expeditor', null, 'notify', null),
    jsonb_build_object('accountingInformation', 'Договор ' || $4::text || ', оплата по счёту', 'declaredValueCarriage', null,
      'declaredValueCustoms', 150000000 + i * 100, 'insurance', null, 'weightValuation', 'PP', 'otherCharges', 'PP',
      'ssr', 'KEEP DRY. DO NOT STACK', 'osi', 'CONTACT CONSIGNEE ON ARRIVAL', 'hsCodes', jsonb_build_array('030212', '847989'),
      'shipperAccount', 'SGC' || lpad((i % 100000)::text, 6, '0'), 'consigneeAccount', 'MOW' || lpad((i % 100000)::text, 6, '0'),
      'agentIataCode', '1234567', 'signature', 'Иванов И. И.'),
    $5::int
  from generate_series(1, $6::int) as i
  cross join lateral (
    select $7::int + i as running,
      case when i <= $8::int then 'issued' when i % 10 < 3 then 'not_issued' when i % 10 < 7 then 'issued' else 'accepted' end as status,
      1 + i % 40 as pieces,
      round(((1 + i % 40) * (8 + i % 53) + (i % 10) / 10.0)::numeric, 1) as weight,
      round(((1 + i % 40) * (0.02 + (i % 17) / 100.0))::numeric, 3) as volume,
      ceil(((1 + i % 40) * (8 + i % 53) + (i % 10) / 10.0) * 2) / 2 as chargeable,
      string_to_array((array['PER PES', 'GEN', 'HEA', 'PIL CRT', 'XPS'])[1 + i % 5], ' ') as shc,
      (array['Рыба свежая охлаждённая', 'Сборный генеральный груз', 'Запчасти нефтепромыслового оборудования', 'Лекарственные средства', 'Документы'])[1 + i % 5] as cargo,
      now() - i * interval '130 seconds' as created
  ) as x
  cross join lateral (
    select round(x.chargeable * 4500)::bigint as freight, round(x.chargeable * 1200)::bigint as fuel, 50000::bigint as agent,
      round(x.chargeable * 5700 * 0.2)::bigint as tax
  ) as p
  join bench_routes r on r.n = i % (select count(*) from bench_routes)`;

// A booking per leg of the shipment's route, confirmed (a tenth waiting for the airline).
const BOOKINGS_SQL = `
  insert into bookings (airline_id, shipment_id, leg_id, seq, part, status, source, priority, pieces, weight, volume,
    latest_acceptance, answered_at, created_at, updated_at)
  select s.airline_id, s.id, u.leg_id, u.seq, 1, case when s.id % 10 = 0 then 'HN' else 'KK' end::booking_status, 'cabinet', 1,
    s.pieces, s.weight, coalesce(s.volume, 0), l.std - interval '3 hours', s.created_at, s.created_at, s.created_at
  from shipments s
  join bench_routes r on r.n = (substr(s.awb_serial, 1, 7)::int - $2::int) % (select count(*) from bench_routes)
  cross join unnest(r.legs) with ordinality as u(leg_id, seq)
  join flight_legs l on l.id = u.leg_id
  where s.contractor_id = $1 and substr(s.awb_serial, 1, 7)::int > $2::int`;

// The accepted ones were received at the origin; every other one has departed too.
const MOVEMENTS_SQL = `
  insert into movements (shipment_id, occurred_at, status, flight, place, pieces, weight, volume)
  select s.id, s.accepted_at + m.after, m.status::movement_status, m.flight, s.origin, s.pieces, s.weight, s.volume
  from shipments s
  cross join lateral (values (interval '0', 'RCS', null::text), (interval '5 hours', 'DEP', 'UT' || (100 + s.id % 500))) as m(after, status, flight)
  where s.contractor_id = $1 and s.status = 'accepted' and (m.status = 'RCS' or s.id % 2 = 0)`;

/** Seeds `count` shipments of the contractor on one connection (the routes' table is temporary). */
export async function seedShipments(
  client: pg.Client,
  owner: { airlineId: number; contractorId: number; contractId: number; contractNumber: string; userId: number },
  count: number,
  printable: number,
): Promise<SeededShipments> {
  await client.query(ROUTES_SQL, [owner.airlineId]);
  const made = await client.query<{ id: number }>(`${SHIPMENTS_SQL} returning id`, [
    owner.airlineId,
    owner.contractorId,
    owner.contractId,
    owner.contractNumber,
    owner.userId,
    count,
    FIRST_RUNNING_NUMBER,
    printable,
  ]);
  const booked = await client.query(BOOKINGS_SQL, [owner.contractorId, FIRST_RUNNING_NUMBER]);
  const moved = await client.query(MOVEMENTS_SQL, [owner.contractorId]);
  await client.query('drop table bench_routes');
  // As autovacuum leaves a table after a bulk insert: statistics, and the visibility map that lets
  // the list's total count from the (contractor, created) index alone.
  await client.query('vacuum (analyze) shipments, bookings, movements');
  const printIds = (
    await client.query<{ id: number }>(
      `select id from shipments where contractor_id = $1 and substr(awb_serial, 1, 7)::int between $2::int + 1 and $2::int + $3::int order by id`,
      [owner.contractorId, FIRST_RUNNING_NUMBER, printable],
    )
  ).rows.map((row) => row.id);
  return { printIds, shipments: made.rowCount ?? 0, bookings: booked.rowCount ?? 0, movements: moved.rowCount ?? 0 };
}
