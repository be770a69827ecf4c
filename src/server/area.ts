import type { FastifyInstance } from 'fastify';
import type { AreaName } from '@shared/areas';
import type { Database } from './db/client';
import type { DemoSeedContext } from './db/seed/context';
import type { LiveStreamSource } from './live/streams';
import type { ResourceBinding } from './resources/binding';
import type { LookupProvider } from './resources/lookups';

// What a business area gives the app, through its face (modules/<area>/index.ts). The app, the
// look-up catalogue, the live hub and the seed read these from the list of modules
// (modules/index.ts); none of them knows an area by name.

export interface AreaSeed {
  /** What every database needs, demo or not: run at every start, adding only what is missing. */
  base?(db: Database): Promise<void>;
  /** The area's demo rows, in the modules' order, inside the demo seed's transaction. */
  demo?(ctx: DemoSeedContext): Promise<void>;
}

export interface AreaModule {
  name: AreaName;
  /** The area's own calls (besides the generic resource calls of its bindings). */
  routes?(app: FastifyInstance): Promise<void>;
  /** Its resources on the engine: section 7's generic calls for each. */
  resources?: readonly ResourceBinding[];
  /** The look-ups of section 7 it owns. */
  lookups?: readonly LookupProvider[];
  /** Its live streams (a discovery call each, and the topics a user may hear). */
  live?: readonly LiveStreamSource[];
  seed?: AreaSeed;
}
