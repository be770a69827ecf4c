import { formatAwb, serialFromRunningNumber } from '@shared/awb';

// What the demo seed guarantees, for the start-up banner, the README and the tests.

export const DEMO_PASSWORD = 'demo12345';

export const DEMO_LOGINS = [
  { email: 'airline@demo.test', description: 'airline employee (AK, AIR_COMPANY): airline configuration' },
  { email: 'agent@demo.test', description: "agent's employee (EXPEDITOR): booking" },
  { email: 'shipper@demo.test', description: 'shipper (SHIPPER): booking' },
  { email: 'preshipper@demo.test', description: 'approved shipper (APPROVED_SHIPPER)' },
  { email: 'newclient@demo.test', description: 'signed up, not yet accredited (ANON_COMPANY_USER)' },
] as const;

export type DemoEmail = (typeof DEMO_LOGINS)[number]['email'];

export const DEMO_AWB_PREFIX = '298';
/** Demo AWB serials are running numbers from here, one every third number. */
export const DEMO_AWB_FIRST_RUNNING_NUMBER = 4518230;
export const DEMO_AWB_STEP = 3;
/** Shipments per contractor, in seed order: the agent's, the shipper's, another agent's. */
export const DEMO_SHIPMENT_SPLIT = { agent: 16, shipper: 12, otherAgent: 12 } as const;

export const demoAwb = (index: number): string =>
  formatAwb({
    prefix: DEMO_AWB_PREFIX,
    serial: serialFromRunningNumber(DEMO_AWB_FIRST_RUNNING_NUMBER + index * DEMO_AWB_STEP),
  });

/** The first shipment: the agent's, delivered, through a transfer point. */
export const DEMO_TRACKED_AWB = demoAwb(0);
/** The first shipment of another agent (AeroTrans Cargo), outside the demo agent's scope. */
export const DEMO_FOREIGN_AWB = demoAwb(DEMO_SHIPMENT_SPLIT.agent + DEMO_SHIPMENT_SPLIT.shipper);
/** Well-formed with a right check digit, and not on file. */
export const DEMO_UNKNOWN_AWB = formatAwb({ prefix: DEMO_AWB_PREFIX, serial: serialFromRunningNumber(9_999_999) });
