import { M } from '@shared/validation';
import { ValidationError } from '../../errors';

// A new password (sign-up, reset, change) is refused when it is easy to guess, as NIST SP 800-63B
// asks: one of the common passwords of leaked lists (the zxcvbn-ts list, ~49 000 of them), the
// account's own e-mail, its local part or the person's name, blank or one character repeated. No
// composition rules: length (the shared schema) and this list do the work. The list stays on the
// server, loaded on the first check and kept as a set.

let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/** Lower case without any white space: "Anna Petrova " and "annapetrova" are the same guess. */
const squeeze = (text: string): string => text.replace(/\s+/gu, '').toLowerCase();

/** The words a guesser knows about the account: its e-mail, the e-mail's local part, the name. */
function contextWords(context: { email: string; name: string }): Set<string> {
  const email = squeeze(context.email);
  return new Set([email, email.split('@')[0] ?? '', squeeze(context.name)].filter(Boolean));
}

/** True when the password is easy to guess. */
export async function guessablePassword(password: string, context: { email: string; name: string }): Promise<boolean> {
  const trimmed = password.trim().toLowerCase();
  if (!trimmed || /^(.)\1*$/su.test(trimmed)) return true;
  if (contextWords(context).has(squeeze(password))) return true;
  const list = await commonPasswords();
  return list.has(trimmed) || list.has(password.toLowerCase());
}

/** Throws a 400 on `password` when the new password is easy to guess. */
export async function checkNewPassword(password: string, context: { email: string; name: string }): Promise<void> {
  if (await guessablePassword(password, context)) throw new ValidationError({ password: M.passwordGuessable });
}
