import fp from 'fastify-plugin';
import { DEFAULT_LOCALE } from '@shared/constants';
import { pickLocale, translatorFor } from '../lib/i18n';

export default fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.decorateRequest('t', null as never);
    app.addHook('onRequest', async (request) => {
      request.locale = pickLocale(request.headers['accept-language']);
      request.t = translatorFor(request.locale);
    });
  },
  { name: 'i18n' },
);
