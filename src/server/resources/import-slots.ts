import { AppError } from '../errors';

// One import at a time per user: a second upload while the first is read, checked or written
// answers 429 at once, rather than a user (or a script with their session) filling the server with
// parallel parses. Kept in this process (app.imports): with several server processes a user could
// run one import in each, which the per-import limits keep harmless. The slot is freed however the
// import ends.

export class ImportSlots {
  private readonly running = new Set<number>();

  async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    if (this.running.has(userId)) throw new AppError(429, 'resources:import.busy');
    this.running.add(userId);
    try {
      return await work();
    } finally {
      this.running.delete(userId);
    }
  }
}
