import type { ALLOWED_TELEGRAMS, MESSAGE_PROTOCOLS } from '../constants';

// What the incoming and outgoing message settings (section 3) choose from. Plain constants: the
// handbooks' forms and the server's tables read them, and nothing here loads the codec.

/** Section 5's list: the telegrams an incoming setting may allow a sender. */
export type AllowedTelegram = (typeof ALLOWED_TELEGRAMS)[number];

/**
 * How a setting's telegrams travel: a mailbox (Type B traffic reaches airlines through e-mail
 * gateways, so SITA needs no protocol of its own here) or HTTP.
 */
export const SETTING_PROTOCOLS = ['EMAIL', 'HTTP'] as const satisfies readonly (typeof MESSAGE_PROTOCOLS)[number][];
export type SettingProtocol = (typeof SETTING_PROTOCOLS)[number];

/** The telegrams the cabinet sends out: manifests and booking lists per flight, AWB data, statuses, booking answers. */
export const OUTGOING_TYPES = ['FFM', 'FBL', 'FWB', 'FSU', 'FFA'] as const;
export type OutgoingType = (typeof OUTGOING_TYPES)[number];

/** How an outgoing telegram is written: Cargo-IMP text today; Cargo-XML (XFFM, XFWB...) may join later. */
export const OUTGOING_FORMATS = ['CIMP'] as const;
export type OutgoingFormat = (typeof OUTGOING_FORMATS)[number];

/**
 * The versions the codec writes, per type and format (`CIMP_FORMATS` in cimp/codec.ts; a test
 * holds the two together, so the handbook's forms need not load the codec).
 */
export const OUTGOING_VERSIONS: Record<OutgoingFormat, Record<OutgoingType, readonly number[]>> = {
  CIMP: { FFM: [8], FBL: [4], FWB: [16, 17], FSU: [15], FFA: [4] },
};

/** Whether the codec writes this version of the type in this format. */
export const writesVersion = (format: unknown, type: unknown, version: unknown): boolean =>
  (OUTGOING_VERSIONS as Record<string, Record<string, readonly number[]> | undefined>)[String(format)]?.[String(type)]?.includes(Number(version)) ?? false;

/** The pairs as people write them: `FFM/8, FBL/4, FWB/16, FWB/17...`. */
export const versionList = (format: OutgoingFormat = 'CIMP'): string =>
  Object.entries(OUTGOING_VERSIONS[format])
    .flatMap(([type, versions]) => versions.map((version) => `${type}/${version}`))
    .join(', ');

/**
 * What a letter's subject (and its attachment's name) may say besides plain words, in braces:
 * the airline's code, the flight's number, its departure date and airport, and the receipt number
 * (the AWB a telegram is about, for FWB, FSU and FFA).
 */
export const SUBJECT_VARIABLES = ['company', 'flight', 'date', 'departure', 'receipt'] as const;
export type SubjectVariable = (typeof SUBJECT_VARIABLES)[number];

const VARIABLE = `\\{(?:${SUBJECT_VARIABLES.join('|')})\\}`;

/** Words and the known variables only: a brace elsewhere is a mistyped variable. */
export const SUBJECT_PATTERN = new RegExp(`^(?:[^{}]|${VARIABLE})*$`);

/** A file's name: no path separators or characters a mail client or a file system refuses; variables allowed. */
export const ATTACHMENT_NAME_PATTERN = new RegExp(`^(?:[^{}\\\\/:*?"<>|\\u0000-\\u001f]|${VARIABLE})+$`);

/** A subject or a file name with its variables filled in; a variable without a value is left empty. */
export const fillVariables = (template: string, values: Partial<Record<SubjectVariable, string>>): string =>
  template.replace(new RegExp(VARIABLE, 'g'), (match) => values[match.slice(1, -1) as SubjectVariable] ?? '');

/** Which way a telegram went: received by the cabinet or sent by it. */
export const TELEGRAM_DIRECTIONS = ['IN', 'OUT'] as const;
export type TelegramDirection = (typeof TELEGRAM_DIRECTIONS)[number];

/**
 * A logged telegram's state (section 4's "CIMP telegram"): waiting to be applied, applied, or in
 * error (it did not read, or applying it failed; the row says why).
 */
export const TELEGRAM_STATUSES = ['process', 'complete', 'error'] as const;
export type TelegramStatus = (typeof TELEGRAM_STATUSES)[number];

/** The message types the codec reads (its FORMATS; a test holds the two together). */
export const CIMP_TYPES = ['FFM', 'FBL', 'FWB', 'FFR', 'FFA', 'FSU', 'FMA', 'FNA'] as const;
export type CimpType = (typeof CIMP_TYPES)[number];

/**
 * The types the log tells apart: the codec's, the notices read beside it (CSN, OAR) and SSIM schedule
 * files, which are imported into the flights' schedules.
 */
export const LOGGED_TYPES = [...CIMP_TYPES, 'CSN', 'OAR', 'SSIM'] as const;
export type LoggedType = (typeof LOGGED_TYPES)[number];

/** Only a telegram in error is edited (its text fixed and applied again) or removed from the log. */
export const telegramEditable = (status: unknown): boolean => status === 'error';

/**
 * A letter's state (section 4's "Letters"): being processed (queued, or retried after a failure),
 * delivered (the mail server or the HTTP receiver took it), opened (the receiver acknowledged the
 * telegram it carried with an FMA), or in error (every attempt failed; the letter says why).
 */
export const LETTER_STATUSES = ['processed', 'success', 'opened', 'error'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** The telegrams a flight's info page sends: its manifest and its booking list. */
export const FLIGHT_TELEGRAMS = ['FFM', 'FBL'] as const;
export type FlightTelegram = (typeof FLIGHT_TELEGRAMS)[number];
