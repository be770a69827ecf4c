// The baseline of `npm run bench:sse`: a bare SSE fan-out on node:http. It holds every stream it
// is asked for and, on POST /publish, writes one frame to all of them: no session, no topic check,
// no database, no log. Prints `ready` once it listens.
import { createServer } from 'node:http';

const streams = new Set();
let id = 0;

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/publish') {
    const frame = `id: ${++id}\nevent: newMessage\ndata: ${JSON.stringify({ chatId: 1, message: { id, text: 'bench' } })}\n\n`;
    for (const stream of streams) stream.write(frame);
    response.end('ok');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  response.write('retry: 3000\n\n');
  request.socket.setNoDelay(true);
  streams.add(response);
  request.on('close', () => streams.delete(response));
});
server.keepAliveTimeout = 0;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => {
  for (const stream of streams) stream.destroy();
  server.close(() => process.exit(0));
});
