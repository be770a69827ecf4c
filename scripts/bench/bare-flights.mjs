// The baseline of `npm run bench:flights`: a bare Fastify route running one prepared pg query that
// reads the same page of flight legs the cabinet's list serves (no session, abilities, scoping,
// validation, count, local times or capacity).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/bare/flights', async (request) => {
  const { airline, departure, from, to } = request.query;
  const { rows } = await pool.query({
    name: 'flight-legs-page',
    text: `select l.*, f.number, f.date, f.aircraft_type, f.tail_number, f.service_type, f.leg_count
           from flight_legs l join flights f on f.id = l.flight_id
           where l.airline_id = $1 and l.departure = $2 and l.departure_date between $3 and $4
           order by l.std asc, l.id asc limit 50`,
    values: [Number(airline), departure, from, to],
  });
  return { items: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('bare route listening\n');
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
