import type { AreaModule } from '../area';
import { accounts } from './accounts';
import { accreditations } from './accreditations';
import { auth } from './auth';
import { booking } from './booking';
import { chat } from './chat';
import { dashboard } from './dashboard';
import { finance } from './finance';
import { messaging } from './messaging';
import { flights } from './flights';
import { notifications } from './notifications';
import { oneRecord } from './one-record';
import { parties } from './parties';
import { profile } from './profile';
import { reports } from './reports';
import { publications } from './publications';
import { settings } from './settings';
import { shipments } from './shipments';
import { stocks } from './stocks';
import { tariffs } from './tariffs';
import { technology } from './technology';
import { webhooks } from './webhooks';

// The business areas the app is built from. The order is the demo seed's: an area comes after the
// areas whose demo rows it refers to (the airline, its clients, their accounts...).

export const MODULES: readonly AreaModule[] = [
  settings,
  parties,
  accounts,
  technology,
  tariffs,
  stocks,
  accreditations,
  shipments,
  flights,
  finance,
  booking,
  messaging,
  chat,
  publications,
  notifications,
  auth,
  profile,
  dashboard,
  oneRecord,
  reports,
  webhooks,
];
