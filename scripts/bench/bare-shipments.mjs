// The baseline of `npm run bench:print`: a bare Fastify route running the very statements the
// cabinet's `GET /api/shipments` sends (captured by the bench from `listShipments` and handed over
// in BARE_STATEMENTS), as prepared pg queries in the same order: the page and its total at once,
// then the page's bookings and latest movements at once; the rows joined by shipment id into one
// JSON body. No session, abilities, validation, Drizzle or row mapping.
import Fastify from 'fastify';
import pg from 'pg';

/** { [case]: { page: {text, values}, count: {text, values}, bookings: {text}, movements: {text} } } */
const cases = JSON.parse(process.env.BARE_STATEMENTS);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/bare/shipments', async (request, reply) => {
  const statements = cases[request.query.case];
  if (!statements) return reply.code(404).send({ message: 'no such case' });
  const { page, count, bookings, movements } = statements;
  const [rows, total] = await Promise.all([
    pool.query({ name: `${request.query.case}-page`, text: page.text, values: page.values }),
    pool.query({ name: `${request.query.case}-count`, text: count.text, values: count.values }),
  ]);
  const ids = rows.rows.map((row) => row.id);
  if (ids.length !== bookings.ids) throw new Error(`the page has ${ids.length} rows, the captured statements ${bookings.ids}`);
  const [booked, moved] = await Promise.all([
    pool.query({ name: `bookings-${ids.length}`, text: bookings.text, values: ids }),
    pool.query({ name: `movements-${ids.length}`, text: movements.text, values: ids }),
  ]);
  const byShipment = new Map(ids.map((id) => [id, []]));
  for (const booking of booked.rows) byShipment.get(booking.shipment_id)?.push(booking);
  const latest = new Map(moved.rows.map((movement) => [movement.shipment_id, movement]));
  const items = rows.rows.map((row) => ({ ...row, bookings: byShipment.get(row.id), movement: latest.get(row.id) ?? null }));
  return { items, total: Number(total.rows[0].count) };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('bare route listening\n');
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
