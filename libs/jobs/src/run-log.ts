import { JobLogInputSchema, MAX_SKIPPED_LOG_LINES, type JobLogInput } from '@feedhub/contracts';
import type { z } from 'zod';

/** A log line as stored and sent to jobs. */
export type LogLine = z.output<typeof JobLogInputSchema>;

/** Most log lines a run keeps while jobs cannot be reached; older info/debug lines go first, counted. */
export const MAX_BUFFERED_LINES = 5000;
/** Most lines in one report or finish (the bus protocol's cap). */
const LINES_PER_REQUEST = 1000;

/**
 * The log lines of one run waiting to go to jobs with its next report or its finish. Bounded while
 * jobs cannot be reached (what was dropped is counted in a line of its own), and warnings over
 * MAX_SKIPPED_LOG_LINES are only counted.
 */
export class RunLog {
  private readonly lines: LogLine[] = [];
  /** Lines dropped over MAX_BUFFERED_LINES while jobs could not be reached. */
  private dropped = 0;
  /** Warning lines written so far, and the ones over the cap that were only counted. */
  private warnings = 0;
  private omitted = 0;

  /** Lines waiting to be sent. */
  get waiting(): number {
    return this.lines.length;
  }

  /** Whether what waits fits in one request (with the dropped-lines line). */
  fitsOneRequest(): boolean {
    return this.lines.length <= LINES_PER_REQUEST - 1;
  }

  add(line: JobLogInput): void {
    const parsed = JobLogInputSchema.safeParse({ ...line, at: line.at ?? new Date().toISOString() });
    const stored: LogLine = parsed.success
      ? parsed.data
      : { type: 'warning', key: 'job_invalid_log_line', params: {}, at: new Date().toISOString() };
    if (stored.type === 'warning') {
      this.warnings += 1;
      if (this.warnings > MAX_SKIPPED_LOG_LINES) {
        this.omitted += 1;
        return;
      }
    }
    this.lines.push(stored);
    this.bound();
  }

  /** The next batch for a report: the dropped-lines line first, then the oldest lines, one request's worth. */
  takeBatch(): LogLine[] {
    return [...this.droppedLine(), ...this.lines.splice(0, LINES_PER_REQUEST - 1)];
  }

  /** Everything left, for the finish. */
  takeAll(): LogLine[] {
    return [...this.droppedLine(), ...this.lines.splice(0)];
  }

  /** Puts back a batch jobs did not take, in front (within the cap); its dropped-lines line becomes a count again. */
  putBack(batch: LogLine[]): void {
    this.lines.unshift(...batch.filter((l) => l.key !== 'job_log_lines_dropped'));
    this.dropped += batch
      .filter((l) => l.key === 'job_log_lines_dropped')
      .reduce((n, l) => n + Number(l.params.count), 0);
    this.bound();
  }

  /** At the run's end: the line that says how many warnings were only counted. */
  closeWarnings(): void {
    if (this.omitted)
      this.lines.push({
        type: 'info',
        key: 'job_warnings_omitted',
        params: { count: this.omitted },
        at: new Date().toISOString(),
      });
  }

  /** Keeps only the newest lines one finish can carry (the older ones could not be delivered). */
  keepLastRequest(): void {
    this.lines.splice(0, this.lines.length - (LINES_PER_REQUEST - 1));
  }

  /** Keeps the buffer under MAX_BUFFERED_LINES: the oldest debug and info lines go first, then any; counted. */
  private bound(): void {
    let excess = this.lines.length - MAX_BUFFERED_LINES;
    if (excess <= 0) return;
    for (let i = 0; i < this.lines.length && excess > 0;) {
      const type = this.lines[i].type;
      if (type === 'debug' || type === 'info') {
        this.lines.splice(i, 1);
        excess -= 1;
        this.dropped += 1;
      } else i += 1;
    }
    if (excess > 0) {
      this.lines.splice(0, excess);
      this.dropped += excess;
    }
  }

  /** The line that says how many lines were dropped, once a report can carry it. */
  private droppedLine(): LogLine[] {
    if (!this.dropped) return [];
    const line: LogLine = {
      type: 'warning',
      key: 'job_log_lines_dropped',
      params: { count: this.dropped },
      at: new Date().toISOString(),
    };
    this.dropped = 0;
    return [line];
  }
}
