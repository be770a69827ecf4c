// Why a sheet could not be read, as the worker reports it back: facts only (the row, the column's
// field), which the import turns into its translated 400. Kept free of the app's imports so the
// worker loads nothing but this folder.

export type ReadFailureReason =
  | { kind: 'badFile' }
  | { kind: 'tooLarge' }
  | { kind: 'empty' }
  | { kind: 'noColumns' }
  | { kind: 'tooManyRows' }
  | { kind: 'cellTooLong'; row: number; key: string };

export class ReadFailure extends Error {
  constructor(readonly reason: ReadFailureReason) {
    super(`xlsx: ${reason.kind}`);
  }
}

export const fail = (reason: ReadFailureReason): never => {
  throw new ReadFailure(reason);
};
