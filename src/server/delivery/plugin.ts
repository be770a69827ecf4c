import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../lib/mailer';
import { createTransports } from './transports';
import { DeliveryWorker } from './worker';

// The delivery queue's sender for this process: started when the app is ready, stopped (its run
// finished) before the database closes.

async function deliveryPlugin(app: FastifyInstance): Promise<void> {
  const mailer = createMailer(app.config.mail, app.log);
  const worker = new DeliveryWorker({ db: app.db, transports: createTransports(mailer, { allowPrivateReceivers: app.config.delivery.allowPrivateReceivers }), log: app.log, everyMs: app.config.delivery.everyMs });
  app.decorate('deliveries', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => {
    await worker.stop();
    await mailer.close();
  });
}

export default fp(deliveryPlugin, { name: 'delivery' });
