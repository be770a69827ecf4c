import { CimpError, CimpMessageSchema, generateCimp, parseCimp } from '../../src/shared/messaging/cimp';
import * as v from 'valibot';

// `npm run cimp -- parse FILE` prints a telegram's content as JSON; `npm run cimp -- generate
// FILE.json` prints the telegram (CRLF) from such JSON. `-` reads standard input. For people who
// debug traffic: the same codec the server runs, with its faults as `fault at line N: detail`.

export interface CliIo {
  read(path: string): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

const USAGE = 'Usage: npm run cimp -- parse FILE | generate FILE.json   (FILE may be - for standard input)\n';

/** Runs one command; answers the process's exit code. */
export async function runCimp(args: readonly string[], io: CliIo): Promise<number> {
  const [command, path] = args;
  if ((command !== 'parse' && command !== 'generate') || !path || args.length > 2) {
    io.err(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await io.read(path);
  } catch (error) {
    io.err(`Cannot read ${path}: ${(error as Error).message}\n`);
    return 2;
  }
  try {
    if (command === 'parse') {
      io.out(`${JSON.stringify(parseCimp(text), null, 2)}\n`);
      return 0;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      io.err(`${path} is not JSON\n`);
      return 1;
    }
    const message = v.safeParse(CimpMessageSchema, json);
    if (!message.success) {
      io.err(`${path} is not a message the codec writes:\n${message.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('\n')}\n`);
      return 1;
    }
    io.out(generateCimp(message.output));
    return 0;
  } catch (error) {
    if (error instanceof CimpError) {
      io.err(`${error.fault} at line ${error.line}: ${error.detail}\n`);
      return 1;
    }
    throw error;
  }
}
