import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_ROLES,
  ACCREDITATION_STATUSES,
  AWB_STATUSES,
  BAGGAGE_SEASONS,
  BOOKING_STATUSES,
  BOOKING_RULE_RESULTS,
  CLIENT_ROLES,
  CONTRACT_TYPES,
  INTERVAL_UNITS,
  MOVEMENT_STATUSES,
  PAYMENT_METHODS,
  STOCK_ITEM_STATUSES,
} from '@shared/constants';
import { BOOKING_ACTIONS, BOOKING_SOURCES } from '@shared/booking/booking';
import { LETTER_STATUSES, OUTGOING_FORMATS, OUTGOING_TYPES, SETTING_PROTOCOLS, TELEGRAM_DIRECTIONS, TELEGRAM_STATUSES } from '@shared/messaging/settings';

export const accountRoleEnum = pgEnum('account_role', ACCOUNT_ROLES);
export const clientRoleEnum = pgEnum('client_role', CLIENT_ROLES);
export const contractTypeEnum = pgEnum('contract_type', CONTRACT_TYPES);
export const awbStatusEnum = pgEnum('awb_status', AWB_STATUSES);
export const movementStatusEnum = pgEnum('movement_status', MOVEMENT_STATUSES);
export const seasonEnum = pgEnum('season', BAGGAGE_SEASONS);
export const bookingRuleResultEnum = pgEnum('booking_rule_result', BOOKING_RULE_RESULTS);
export const stockItemStatusEnum = pgEnum('stock_item_status', STOCK_ITEM_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const accreditationStatusEnum = pgEnum('accreditation_status', ACCREDITATION_STATUSES);
export const intervalUnitEnum = pgEnum('interval_unit', INTERVAL_UNITS);
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingSourceEnum = pgEnum('booking_source', BOOKING_SOURCES);
export const bookingActionEnum = pgEnum('booking_action', BOOKING_ACTIONS);
export const messageProtocolEnum = pgEnum('message_protocol', SETTING_PROTOCOLS);
export const outgoingTypeEnum = pgEnum('outgoing_type', OUTGOING_TYPES);
export const outgoingFormatEnum = pgEnum('outgoing_format', OUTGOING_FORMATS);
export const telegramDirectionEnum = pgEnum('telegram_direction', TELEGRAM_DIRECTIONS);
export const telegramStatusEnum = pgEnum('telegram_status', TELEGRAM_STATUSES);
export const letterStatusEnum = pgEnum('letter_status', LETTER_STATUSES);
