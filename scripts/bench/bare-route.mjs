// The baseline of `npm run bench:api`: a bare Fastify route running one prepared pg query for the
// same page of allowed routes the cabinet serves (no session, abilities, scoping, validation or count).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/bare/routes', async (request) => {
  const { airline, departure, direct, offset } = request.query;
  const { rows } = await pool.query({
    name: 'routes-page',
    text: `select id, departure, arrival, transfers, direct from allowed_routes
           where airline_id = $1 and departure = $2 and direct = $3
           order by arrival asc nulls last, id asc limit 50 offset $4`,
    values: [Number(airline), departure, direct === 'true', Number(offset)],
  });
  return { items: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('bare route listening\n');
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
