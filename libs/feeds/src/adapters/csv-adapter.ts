import { FeedError, type FeedPosition } from '../errors';
import { CsvParamsSchema, type CsvParams } from '../params';
import {
  emptyFields,
  MAPPABLE_FIELDS,
  type ExtractedItem,
  type MappableField,
  type RawAttribute,
} from '../record';
import { openCsv } from '../csv/rows';
import { asList, type AdapterEvent, type FeedAdapter } from './adapter';
import { hasText } from '../normalize/text';
import { pairsToAttributes } from './tree-mapping';
import { RowGrouper, type RowGrouping } from './csv-groups';

type Column = string | number;

/** Column lookup by header name (case-insensitive) or 1-based position. */
export class ColumnIndex {
  private readonly byName = new Map<string, number>();
  constructor(readonly header: string[] | null) {
    header?.forEach((name, i) => {
      const key = name.trim().toLowerCase();
      if (!this.byName.has(key)) this.byName.set(key, i);
    });
  }
  /** The 0-based index of a column, or -1. */
  find(column: Column): number {
    if (typeof column === 'number') return column - 1;
    return this.byName.get(column.trim().toLowerCase()) ?? -1;
  }
  /** Label of a column for attribute names: its header, else "column N". */
  label(index: number): string {
    return this.header?.[index]?.trim() || `column ${index + 1}`;
  }
}

/** A mapping resolved against the header: column indexes per field. */
interface ResolvedCsvMapping {
  fields: [MappableField, number[]][];
  levels: number[] | null;
  attributeColumns: number[];
  textColumns: { index: number; pairSeparator: string; keyValueSeparator: string }[];
  /** Rows joined into products by a key column (`groupBy`), when it is set and in the file. */
  grouping: RowGrouping | null;
}

/** Resolves params against the header; a mapped code column that is not there stops the feed. */
function resolveMapping(
  params: CsvParams,
  columns: ColumnIndex,
  warn: (column: Column) => void,
): ResolvedCsvMapping {
  const resolve = (column: Column, required: boolean): number => {
    const index = columns.find(column);
    if (index === -1 || (columns.header && index >= columns.header.length)) {
      if (required)
        throw new FeedError('feed_csv_column', {
          column: String(column),
          header: columns.header?.join(', ').slice(0, 300) ?? '(no header row)',
        });
      warn(column);
    }
    return index;
  };
  const fields: [MappableField, number[]][] = [];
  for (const field of MAPPABLE_FIELDS) {
    const selector = params.fields[field];
    if (selector === undefined) continue;
    const found = asList(selector)
      .map((c) => resolve(c, false))
      .filter((i) => i >= 0);
    if (field === 'code' && found.length === 0) resolve(asList(selector)[0], true);
    fields.push([field, found]);
  }
  const attributeColumns: number[] = [];
  const textColumns: ResolvedCsvMapping['textColumns'] = [];
  for (const rule of params.attributes) {
    if ('columns' in rule)
      attributeColumns.push(...rule.columns.map((c) => resolve(c, false)).filter((i) => i >= 0));
    else if ('prefix' in rule) {
      const prefix = rule.prefix.toLowerCase();
      columns.header?.forEach((name, i) => {
        if (name.trim().toLowerCase().startsWith(prefix)) attributeColumns.push(i);
      });
    } else {
      const index = resolve(rule.text, false);
      if (index >= 0) textColumns.push({ ...rule, index });
    }
  }
  const levels = params.categoryLevels?.map((c) => resolve(c, false)) ?? null;
  return { fields, levels, attributeColumns, textColumns, grouping: resolveGrouping(params, resolve) };
}

/** The grouping of rows, when `groupBy` is set and its column exists (a missing one is warned about). */
function resolveGrouping(
  params: CsvParams,
  resolve: (column: Column, required: boolean) => number,
): RowGrouping | null {
  if (params.groupBy === undefined) return null;
  const keyColumn = resolve(params.groupBy, false);
  if (keyColumn < 0) return null;
  return {
    keyColumn,
    keyLabel: String(params.groupBy),
    quantityColumn: params.tierQuantity === undefined ? -1 : resolve(params.tierQuantity, false),
    decimalSeparator: params.decimalSeparator,
  };
}

/** Attribute name of a prefixed column: the header without the prefix. */
function attributeName(label: string, params: CsvParams): string {
  for (const rule of params.attributes)
    if ('prefix' in rule && label.toLowerCase().startsWith(rule.prefix.toLowerCase()))
      return label.slice(rule.prefix.length);
  return label;
}

/** One row as an extracted item. */
function rowItem(
  cells: string[],
  position: FeedPosition,
  mapping: ResolvedCsvMapping,
  names: string[],
): ExtractedItem {
  const fields = emptyFields();
  for (const [field, indexes] of mapping.fields) {
    for (const i of indexes) {
      const value = cells[i];
      if (value !== undefined && hasText(value)) {
        fields[field] = [value];
        break;
      }
    }
  }
  const attributes: RawAttribute[] = mapping.attributeColumns.map((i, n) => ({
    name: names[n],
    values: [cells[i] ?? ''],
  }));
  for (const rule of mapping.textColumns)
    attributes.push(
      ...pairsToAttributes(cells[rule.index] ?? '', rule.pairSeparator, rule.keyValueSeparator),
    );
  const item: ExtractedItem = { fields, attributes, position };
  if (mapping.levels) item.categoryLevels = mapping.levels.map((i) => cells[i] ?? '');
  return item;
}

/** The generic CSV adapter: columns by header name or position, delimiter and header detected. */
export const csvAdapter: FeedAdapter<CsvParams> = {
  name: 'csv',
  schema: CsvParamsSchema,
  async *read(text, params, context): AsyncGenerator<AdapterEvent[]> {
    const table = await openCsv(text, params, context.limits);
    const columns = new ColumnIndex(table.header);
    const missing: AdapterEvent[] = [];
    const mapping = resolveMapping(params, columns, (column) =>
      missing.push({
        kind: 'warning',
        warning: {
          key: 'feed_csv_missing_column',
          params: { column: String(column) },
          position: { line: 1 },
        },
      }),
    );
    if (missing.length) yield missing;
    const names = mapping.attributeColumns.map((i) => attributeName(columns.label(i), params));
    const grouper = mapping.grouping && new RowGrouper(mapping.grouping);
    let index = 0;
    for await (const batch of table.batches) {
      if (context.signal?.aborted) throw new FeedError('feed_aborted');
      const events: AdapterEvent[] = [];
      for (const event of batch) {
        if (event.kind === 'warning') events.push(event);
        else if (grouper)
          grouper.add(event.cells, rowItem(event.cells, { line: event.row }, mapping, names), events);
        else {
          const item = rowItem(event.cells, { index: ++index, line: event.row }, mapping, names);
          events.push({ kind: 'item', item });
        }
      }
      yield events;
    }
    if (grouper) {
      const last: AdapterEvent[] = [];
      grouper.flush(last);
      if (last.length) yield last;
      index = grouper.count;
    }
    if (index === 0) throw new FeedError('feed_no_items', { itemPath: 'rows' });
  },
};
