import type { JobLogInput } from '@feedhub/contracts';
import type { ExportMessage } from '@feedhub/pim';

/** Products named in a grouped line; the rest are counted. */
export const EXAMPLES_PER_CAUSE = 3;
/**
 * Most lines one group writes (a run has two: products not sent, values left out). Past it, the causes of one message key are merged (their differing
 * placeholders listed), so every kind of cause keeps a line and the job's warning cap
 * (MAX_SKIPPED_LOG_LINES) never drops one silently.
 */
export const MAX_CAUSE_LINES = 60;

interface Cause {
  message: ExportMessage;
  count: number;
  examples: string[];
}

/** Up to EXAMPLES_PER_CAUSE distinct texts, "…" when there are more. */
function listed(texts: readonly string[], total = texts.length): string {
  const shown = [...new Set(texts)].slice(0, EXAMPLES_PER_CAUSE);
  return shown.join(', ') + (total > shown.length ? ' …' : '');
}

/**
 * An export run's warnings grouped by cause (the message key and its placeholders, the product
 * aside): one log line per cause with its count and example products (`export_*_one/_other` wording:
 * "Skipped 12 products without a price (retail_price): A, B, C …"), instead of a line per product.
 */
export class ExportWarnings {
  private readonly causes = new Map<string, Cause>();

  add(message: ExportMessage, product: string): void {
    const id = JSON.stringify([message.key, message.params]);
    let cause = this.causes.get(id);
    if (!cause) {
      cause = { message, count: 0, examples: [] };
      this.causes.set(id, cause);
    }
    cause.count += 1;
    if (cause.examples.length < EXAMPLES_PER_CAUSE) cause.examples.push(product);
  }

  /** The grouped lines, in the order the causes were first met. */
  lines(): JobLogInput[] {
    const causes = [...this.causes.values()];
    const grouped = causes.length > MAX_CAUSE_LINES ? mergeByKey(causes) : causes;
    return grouped.map((cause) => ({
      type: 'warning',
      key: cause.message.key,
      params: {
        ...cause.message.params,
        count: cause.count,
        examples: listed(cause.examples, cause.count),
      },
    }));
  }
}

/** One cause per message key: counts added, each placeholder's values listed. */
function mergeByKey(causes: readonly Cause[]): Cause[] {
  const byKey = new Map<string, Cause[]>();
  for (const cause of causes) byKey.set(cause.message.key, [...(byKey.get(cause.message.key) ?? []), cause]);
  return [...byKey.values()].map((same) => {
    const params: Record<string, string | number> = {};
    for (const name of Object.keys(same[0]!.message.params))
      params[name] = listed(
        same.map((c) => String(c.message.params[name] ?? '')),
        new Set(same.map((c) => String(c.message.params[name] ?? ''))).size,
      );
    return {
      message: { key: same[0]!.message.key, params },
      count: same.reduce((n, c) => n + c.count, 0),
      examples: same.flatMap((c) => c.examples),
    };
  });
}
