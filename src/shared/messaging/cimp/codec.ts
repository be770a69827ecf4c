import * as v from 'valibot';
import { CimpError } from './fault';
import { FmaSchema, FnaSchema, readFma, readFna, writeFma, writeFna } from './ack';
import { FblSchema, readFbl, writeFbl } from './fbl';
import { FfaSchema, readFfa, writeFfa } from './ffa';
import { FfmSchema, readFfm, writeFfm } from './ffm';
import { FfrSchema, readFfr, writeFfr } from './ffr';
import { FsuSchema, readFsu, writeFsu } from './fsu';
import { FwbSchema, readFwb, writeFwb } from './fwb';
import { readMessage, writeMessage, type MessageText } from './text';

// The codec's one door: a telegram's text to its typed object and back. Pure functions: nothing
// is logged, stored or looked up (an AWB unknown to the cabinet is no error here).

interface Format<T> {
  versions: readonly number[];
  read: (message: MessageText) => T;
  write: (item: T) => string[];
}

const FORMATS = {
  FFM: { versions: [8], read: readFfm, write: writeFfm },
  FBL: { versions: [4], read: readFbl, write: writeFbl },
  FWB: { versions: [16, 17], read: readFwb, write: writeFwb },
  FFR: { versions: [8], read: readFfr, write: writeFfr },
  FFA: { versions: [4], read: readFfa, write: writeFfa },
  FSU: { versions: [15], read: readFsu, write: writeFsu },
  FMA: { versions: [1], read: readFma, write: writeFma },
  FNA: { versions: [1], read: readFna, write: writeFna },
} as const satisfies Record<string, Format<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each format's own type is checked where it is declared

/** Every message the codec reads and writes, told apart by its type. */
export const CimpMessageSchema = v.variant('type', [FfmSchema, FblSchema, FwbSchema, FfrSchema, FfaSchema, FsuSchema, FmaSchema, FnaSchema]);
export type CimpMessage = v.InferOutput<typeof CimpMessageSchema>;

/** The message types the codec knows, with their versions: `FFM/8`... */
export const CIMP_FORMATS = Object.entries(FORMATS).flatMap(([type, format]) => format.versions.map((version) => `${type}/${version}`));

type FormatOf<T extends CimpMessage['type']> = Format<Extract<CimpMessage, { type: T }>>;
const formatOf = <T extends CimpMessage['type']>(type: T): FormatOf<T> => FORMATS[type] as unknown as FormatOf<T>;

/** Reads a telegram (CRLF or LF, with or without its Type B envelope); a `CimpError` says what does not read. */
export function parseCimp(text: string): CimpMessage {
  const message = readMessage(text);
  if (!Object.hasOwn(FORMATS, message.type)) {
    throw new CimpError('unknown-message-type', message.headerLine, `${message.type} is not a message type the cabinet reads; it reads ${CIMP_FORMATS.join(', ')}`);
  }
  const format = formatOf(message.type as CimpMessage['type']);
  if (!format.versions.includes(message.version)) {
    throw new CimpError('unsupported-version', message.headerLine, `${message.type}/${message.version} is not a version the cabinet reads; it reads ${format.versions.map((version) => `${message.type}/${version}`).join(', ')}`);
  }
  return format.read(message);
}

/** Writes a message as a telegram: CRLF line ends, the line and message limits kept. */
export function generateCimp(message: CimpMessage): string {
  return writeMessage(formatOf(message.type).write(message as never));
}
