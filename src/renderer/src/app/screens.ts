import type { ComponentType } from 'react';
import { RESOURCE_NAMES } from '@shared/resources/names';

// The screens built so far, by route name. A route of the table without a screen here answers
// the 404 page once its access check passes (never a placeholder screen).

export interface Screen {
  load(): Promise<{ default: ComponentType }>;
  /** Translation namespaces the screen needs, loaded with it so it renders without waiting. */
  namespaces: readonly string[];
  /** The screen uses TanStack Query: it loads with the screen and wraps it. */
  queries?: boolean;
}

/** The list, info, add and edit screens of a resource built on the engine. */
function resourceScreens(name: string): Record<string, Screen> {
  const screen = (kind: 'list' | 'info' | 'form'): Screen => ({
    load: () => import('./routes/ResourceRoutes').then((module) => ({ default: module.resourceScreen(name, kind) })),
    namespaces: ['resources', `resources/${name}`],
    queries: true,
  });
  return { [name]: screen('list'), [`${name}-info`]: screen('info'), [`${name}-add`]: screen('form'), [`${name}-edit`]: screen('form') };
}

/** Screens whose pages share one chunk (an area's `pages/screens` module), each by its export. */
const chunkScreen =
  (load: () => Promise<Record<string, ComponentType>>, namespaces: readonly string[]) =>
  (name: string): Screen => ({ load: () => load().then((module) => ({ default: module[name]! })), namespaces, queries: true });

/** The flights area's screens (the list in the block layout, a flight's info, its add / edit form). */
const flight = chunkScreen(() => import('@/features/flights/pages/screens'), ['flights', 'resources']);
/** The finance area's screens: balance, payments and documents. */
const finance = chunkScreen(() => import('@/features/finance/pages/screens'), ['finance', 'resources']);
/** The booking area's screens: the pricing search, a shared variant, booking, the bookings list, a booking's page and booking for a client. */
const booking = chunkScreen(() => import('@/features/booking/pages/screens'), ['booking', 'resources']);
/**
 * The shipments area's screens: the list and a shipment's page (one route), the AWB's and the
 * booking's edit pages, the services list. The page words its payments, preliminary informing,
 * documents' types and print forms as their own areas do.
 */
const shipment = chunkScreen(() => import('@/features/shipments/pages/screens'), ['shipments', 'resources', 'print', 'finance', 'flights', 'reference']);
/** The AWB report's screens: the list in the block layout, a report, and its add / edit form. */
const report = chunkScreen(() => import('@/features/reports/pages/screens'), ['reports', 'resources']);
/** The publications' list, a publication's page and its add / edit form. */
const publication = chunkScreen(() => import('@/features/publications/pages/screens'), ['publications', 'reference', 'resources']);
/** The chat layout's screens share one chunk with its list side. */
const chat = chunkScreen(() => import('@/features/chat/pages/screens'), ['chat']);

export const SCREENS: Partial<Record<string, Screen>> = {
  index: { load: () => import('./routes/IndexRoute'), namespaces: ['landing', 'shipments'] },
  login: { load: () => import('./routes/LoginRoute'), namespaces: ['auth'] },
  signup: { load: () => import('./routes/SignupRoute'), namespaces: ['auth', 'time-zones'] },
  'forgot-password': { load: () => import('./routes/ForgotPasswordRoute'), namespaces: ['auth'] },
  'reset-password': { load: () => import('./routes/ResetPasswordRoute'), namespaces: ['auth'], queries: true },
  profile: { load: () => import('./routes/ProfileRoute'), namespaces: ['profile', 'abilities', 'time-zones'], queries: true },
  dashboard: {
    load: () => import('@/features/dashboard/pages/DashboardPage'),
    namespaces: ['dashboard', 'booking', 'shipments', 'notifications', 'flights', 'resources/accreditations', 'resources/cimp', 'reference', 'validation'],
    queries: true,
  },
  notifications: { load: () => import('@/features/notifications/pages/NotificationsPage'), namespaces: ['notifications', 'resources'], queries: true },
  chats: chat('ChatsPage'),
  'chats-info': chat('ChatPage'),
  'chats-add': chat('NewChatPage'),
  flights: flight('FlightsPage'),
  'flights-info': flight('FlightInfoPage'),
  'flights-add': flight('FlightFormPage'),
  'flights-edit': flight('FlightFormPage'),
  pricing: booking('PricingPage'),
  'pricing-info': booking('VariantPage'),
  booking: booking('BookingPage'),
  publications: publication('PublicationsPage'),
  'publications-info': publication('PublicationInfoPage'),
  'publications-add': publication('PublicationFormPage'),
  'publications-edit': publication('PublicationFormPage'),
  balance: finance('BalancePage'),
  payments: finance('PaymentsPage'),
  documents: finance('DocumentsPage'),
  ...Object.assign({}, ...RESOURCE_NAMES.map(resourceScreens)),
  bookings: booking('BookingsPage'),
  'bookings-info': booking('BookingInfoPage'),
  'bookings-edit': booking('BookingEditPage'),
  'bookings-add': booking('BookingForClientPage'),
  shipments: shipment('ShipmentsScreen'),
  'shipments-edit-awb': shipment('EditAwbPage'),
  'shipments-edit-shipment': shipment('EditShipmentPage'),
  services: shipment('ServicesPage'),
  'report-awb': report('ReportsPage'),
  'report-awb-info': report('ReportInfoPage'),
  'report-awb-add': report('ReportFormPage'),
  'report-awb-edit': report('ReportFormPage'),
  // The accreditations list is the landing page of companies not yet clients: they see their way to a contract.
  accreditations: { load: () => import('./routes/AccreditationsRoute'), namespaces: ['resources', 'resources/accreditations'], queries: true },
};
