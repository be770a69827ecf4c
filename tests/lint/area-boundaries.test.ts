import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from '../../scripts/eslint/area-boundaries.js';

// The area-boundaries rule on a fake tree under /repo: every side (server modules and kernel,
// renderer features, shared areas), relative and aliased specifiers, export-from and dynamic import,
// and faces written as a folder or as its index.

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo';
const options = [{ root, areas: ['auth', 'chat', 'shipments', 'notifications', 'profile'] }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const rule = plugin.rules['area-boundaries'];

const at = (file: string) => `${root}/${file}`;
const ok = (file: string, code: string) => ({ filename: at(file), code, options });
const bad = (file: string, code: string, messageId: string, data?: Record<string, string>) => ({
  filename: at(file),
  code,
  options,
  errors: [{ messageId, ...(data ? { data } : {}) }],
});

const CHAT_SEND = 'src/server/modules/chat/send.ts';
const chatFace = (to: string) => ({ from: 'chat', to, face: `modules/${to}/index.ts` });

describe('area-boundaries', () => {
  tester.run('server modules', rule, {
    valid: [
      ok(CHAT_SEND, "import { list } from './list';"),
      ok(CHAT_SEND, "import { x } from './registry/deep/file.ts';"),
      ok('src/server/modules/chat/registry/x.ts', "import { send } from '../send';"),
      ok(CHAT_SEND, "import { auth } from '../auth';"),
      ok(CHAT_SEND, "import { auth } from '../auth/';"),
      ok(CHAT_SEND, "import { auth } from '../auth/index';"),
      ok(CHAT_SEND, "import { auth } from '../auth/index.ts';"),
      ok(CHAT_SEND, "export { auth } from '../auth';"),
      ok(CHAT_SEND, "const auth = await import('../auth/index');"),
      ok(CHAT_SEND, "import { db } from '../../db/client';"),
      ok(CHAT_SEND, "import { schema } from '@shared/chat/schemas';"),
      ok(CHAT_SEND, "import Fastify from 'fastify';"),
      // A specifier that is not a string literal cannot be resolved; left alone.
      ok(CHAT_SEND, 'const m = await import(name);'),
    ],
    invalid: [
      bad(CHAT_SEND, "import { s } from '../auth/service';", 'face', chatFace('auth')),
      bad(CHAT_SEND, "import { s } from '../auth/service.ts';", 'face', chatFace('auth')),
      bad(CHAT_SEND, "import type { S } from '../auth/service';", 'face', chatFace('auth')),
      bad(CHAT_SEND, "import { s } from '../shipments/registry/index';", 'face', chatFace('shipments')),
      bad(CHAT_SEND, "export { s } from '../auth/service';", 'face', chatFace('auth')),
      bad(CHAT_SEND, "export * from '../auth/service';", 'face', chatFace('auth')),
      bad(CHAT_SEND, "const s = await import('../auth/service');", 'face', chatFace('auth')),
      bad('src/server/modules/chat/registry/x.ts', "import { s } from '../../auth/sessions';", 'face', chatFace('auth')),
      // Folders under modules/ are modules whether or not they are in the area list yet.
      bad(CHAT_SEND, "import { h } from '../handbooks/routes';", 'face', chatFace('handbooks')),
    ],
  });

  tester.run('server kernel', rule, {
    valid: [
      ok('src/server/plugins/auth.ts', "import { errors } from '../errors';"),
      ok('src/server/plugins/auth.ts', "import { schema } from '@shared/api/schemas';"),
      ok('src/server/live/hub.ts', "import { db } from '../db/client';"),
      // Composition roots use the faces.
      ok('src/server/app.ts', "import chat from './modules/chat';"),
      ok('src/server/app.ts', "import chat from './modules/chat/index';"),
      ok('src/server/app.ts', "import { modules } from './modules';"),
      ok('src/server/app.ts', "import { modules } from './modules/index.ts';"),
      ok('src/server/main.ts', "const chat = await import('./modules/chat');"),
      ok('src/server/modules/index.ts', "export { default as chat } from './chat';"),
      ok('src/server/modules/index.ts', "import auth from './auth/index';"),
      // Kernel tests and the test harness stand in for app.ts: faces too.
      ok('src/server/plugins/auth.test.ts', "import { login } from '../modules/auth';"),
      ok('src/server/test/harness.ts', "import { login } from '../modules/auth/index';"),
    ],
    invalid: [
      bad('src/server/plugins/auth.ts', "import { s } from '../modules/auth';", 'kernel'),
      bad('src/server/plugins/auth.ts', "import { s } from '../modules/auth/index';", 'kernel'),
      bad('src/server/plugins/auth.ts', "import { s } from '../modules/auth/sessions';", 'kernel'),
      bad('src/server/resources/engine.ts', "export * from '../modules/chat/events';", 'kernel'),
      bad('src/server/live/hub.ts', "const m = await import('../modules/chat');", 'kernel'),
      bad('src/server/db/client.ts', "import { modules } from '../modules';", 'kernel'),
      bad('src/server/errors.ts', "import { modules } from './modules/index';", 'kernel'),
      bad('src/server/app.ts', "import chatRoutes from './modules/chat/routes';", 'face', {
        from: 'src/server/app.ts',
        to: 'chat',
        face: 'modules/chat/index.ts',
      }),
      bad('src/server/main.ts', "import { deleteExpired } from './modules/auth/sessions';", 'face', {
        from: 'src/server/main.ts',
        to: 'auth',
        face: 'modules/auth/index.ts',
      }),
      bad('src/server/modules/index.ts', "export { default as chat } from './chat/routes';", 'face'),
      bad('src/server/plugins/auth.test.ts', "import { s } from '../modules/auth/service';", 'face'),
      bad('src/server/test/harness.ts', "import { s } from '../modules/auth/service';", 'face'),
    ],
  });

  const CHAT_VIEW = 'src/renderer/src/features/chat/components/View.tsx';
  tester.run('renderer features', rule, {
    valid: [
      ok(CHAT_VIEW, "import { useChat } from '../hooks/useChat';"),
      ok(CHAT_VIEW, "import { useChat } from '@/features/chat/hooks/useChat';"),
      ok(CHAT_VIEW, "import { useChat } from '@/features/chat';"),
      ok(CHAT_VIEW, "import { api } from '@/lib/api';"),
      ok(CHAT_VIEW, "import { Page } from '../../../components/Page';"),
      ok(CHAT_VIEW, "import { Page } from '@/components/Page';"),
      ok(CHAT_VIEW, "import { schema } from '@shared/chat/schemas';"),
      ok(CHAT_VIEW, "import { Button } from '@fluentui/react-components';"),
      // The app shell composes features: it may import them.
      ok('src/renderer/src/app/routes.tsx', "import { ChatPage } from '@/features/chat/pages/ChatPage';"),
      ok('src/renderer/src/app/routes.tsx', "const Chat = lazy(() => import('../features/chat'));"),
    ],
    invalid: [
      bad(CHAT_VIEW, "import { s } from '@/features/shipments';", 'features', { from: 'chat', to: 'shipments' }),
      bad(CHAT_VIEW, "import { s } from '@/features/shipments/index';", 'features', { from: 'chat', to: 'shipments' }),
      bad(CHAT_VIEW, "import { s } from '@/features/shipments/hooks/useShipment';", 'features'),
      bad(CHAT_VIEW, "import { s } from '../../shipments';", 'features', { from: 'chat', to: 'shipments' }),
      bad(CHAT_VIEW, "import { s } from '../../shipments/index.ts';", 'features'),
      bad(CHAT_VIEW, "import { s } from '../../landing/Landing';", 'features', { from: 'chat', to: 'landing' }),
      bad(CHAT_VIEW, "export { s } from '../../shipments/hooks';", 'features'),
      bad(CHAT_VIEW, "const s = await import('@/features/shipments/pages/List');", 'features'),
      bad(CHAT_VIEW, "import { shell } from '@/app';", 'appShell'),
      bad(CHAT_VIEW, "import { routes } from '@/app/routes';", 'appShell'),
      bad(CHAT_VIEW, "import { routes } from '../../../app/routes';", 'appShell'),
      bad(CHAT_VIEW, "export * from '../../../app';", 'appShell'),
    ],
  });

  const CHAT_SCHEMAS = 'src/shared/chat/schemas.ts';
  tester.run('shared areas', rule, {
    valid: [
      ok(CHAT_SCHEMAS, "import { x } from './types';"),
      ok(CHAT_SCHEMAS, "import { x } from '@shared/chat/types';"),
      ok(CHAT_SCHEMAS, "import { n } from '../notifications';"),
      ok(CHAT_SCHEMAS, "import { n } from '../notifications/index';"),
      ok(CHAT_SCHEMAS, "import { n } from '@shared/notifications';"),
      ok(CHAT_SCHEMAS, "export { n } from '@shared/notifications/index.ts';"),
      // Shared kernel folders (not areas) are open to everyone, and may reach into areas.
      ok(CHAT_SCHEMAS, "import { page } from '../api/pagination';"),
      ok(CHAT_SCHEMAS, "import { page } from '@shared/schemas/common';"),
      ok(CHAT_SCHEMAS, "import { ru } from '@shared/locales/ru.json';"),
      ok('src/shared/api/routes.ts', "import { chat } from '../chat/schemas';"),
      ok('src/shared/user.ts', "import { n } from './notifications/kinds';"),
      // A folder that is not in the area list is kernel, even if named like an area.
      ok('src/shared/accreditation/form.ts', "import { n } from '../notifications/kinds';"),
      // Another area's ability names are open constants.
      ok(CHAT_SCHEMAS, "import { NOTIFICATION_ABILITIES } from '../notifications/abilities';"),
      ok(CHAT_SCHEMAS, "import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';"),
    ],
    invalid: [
      bad(CHAT_SCHEMAS, "import { n } from '../notifications/kinds';", 'face', {
        from: 'chat',
        to: 'notifications',
        face: 'shared/notifications/index.ts',
      }),
      bad(CHAT_SCHEMAS, "import { n } from '@shared/notifications/kinds';", 'face'),
      bad(CHAT_SCHEMAS, "export * from '@shared/notifications/kinds.ts';", 'face'),
      bad(CHAT_SCHEMAS, "const n = await import('../notifications/kinds');", 'face'),
      bad('src/shared/chat/deep/file.ts', "import { p } from '../../profile/schemas';", 'face'),
      // Only the area's own abilities.ts is open, not a folder or file of that name deeper down.
      bad(CHAT_SCHEMAS, "import { x } from '../notifications/abilities/names';", 'face'),
    ],
  });

  tester.run('outside the areas', rule, {
    valid: [
      ok('src/main/index.ts', "import { x } from '../server/modules/chat/routes';"),
      ok('src/preload/index.ts', "import { x } from '@shared/chat/schemas';"),
      ok(CHAT_SEND, "import { x } from '../../../../../elsewhere/file';"),
    ],
    invalid: [],
  });
});
