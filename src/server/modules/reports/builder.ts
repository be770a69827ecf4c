import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reportAwb } from '../../db/schema';
import { buildReport, failReport, StaleBuild, type BuildTarget } from './build';

// The background builder of this process: reports are counted one at a time, in the order asked
// for. A report is queued by id and read afresh when its turn comes (a rebuild queued meanwhile
// finds the newer generation). At start every report still building (the server stopped while
// counting it) is counted again; stopping finishes the month being counted and leaves the rest
// to the next start.

export class ReportBuilder {
  private readonly queue: number[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts again every report left building. */
  async resume(): Promise<void> {
    const left = await this.db.select({ id: reportAwb.id }).from(reportAwb).where(eq(reportAwb.state, 'building')).orderBy(reportAwb.id);
    for (const { id } of left) this.enqueue(id);
  }

  enqueue(id: number): void {
    if (this.stopped) return;
    if (!this.queue.includes(id)) this.queue.push(id);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id !== undefined && !this.stopped; id = this.queue.shift()) await this.buildOne(id);
  }

  private async buildOne(id: number): Promise<void> {
    const [row] = await this.db.select().from(reportAwb).where(eq(reportAwb.id, id));
    if (!row || row.state !== 'building') return;
    const target: BuildTarget = { ...row, groupBy: row.groupBy, period: row.period };
    try {
      await buildReport(this.db, target, () => this.stopped);
    } catch (error) {
      if (error instanceof StaleBuild) return;
      this.log.error({ err: error, report: id }, 'AWB report: the build failed');
      await failReport(this.db, target, error instanceof Error ? error.message : String(error)).catch((failure: unknown) => this.log.error({ err: failure, report: id }, 'AWB report: its failure could not be recorded'));
    }
  }
}
