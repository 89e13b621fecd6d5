import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  get,
  useFieldArray,
  useFormState,
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldArrayWithId,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { EmptyTableRow } from './EmptyTableRow';

/** A field of a row of the list `N` of the form values `T` (`cron` of `tasks`). */
export type RowField<T extends FieldValues, N extends FieldArrayPath<T>> = Extract<
  keyof FieldArray<T, N>,
  string
>;

/** A row as the table hands it to its columns: its values when it was added (or the form reset), and `key`. */
export type FieldArrayItem<T extends FieldValues, N extends FieldArrayPath<T>> = FieldArrayWithId<T, N, 'key'>;

/** What every cell is told: its row. */
export interface RowCell<T extends FieldValues, N extends FieldArrayPath<T>> {
  /** The row's place in the list, from 0. */
  index: number;
  /** The row (values as added; watch the form for live ones). */
  row: FieldArrayItem<T, N>;
}

/** What a cell that edits the field `F` of its row is told besides its row. */
export interface FieldCell<T extends FieldValues, N extends FieldArrayPath<T>, F extends string>
  extends RowCell<T, N> {
  /** The field's form path (`tasks.2.cron`), for `register` or a Controller. */
  name: `${N}.${number}.${F}`;
  /** The field's message (the form's check or the server's `tasks.2.cron`), for under the input. */
  error?: FieldError;
}

/** How a column's header and cells look. */
interface ColumnLook {
  /** Header text. */
  header?: ReactNode;
  /** Fixed width in px; the columns without one share what is left. */
  width?: number;
  /** Centred header and cells (checkboxes). */
  align?: 'center';
  /** The red required mark after the header (where the server requires the field). */
  required?: boolean;
}

/** A column that edits one field of the row: the field's messages are the cell's. */
export type FieldColumn<T extends FieldValues, N extends FieldArrayPath<T>, F extends string> = ColumnLook & {
  /** The field of the row the cell edits. */
  field: F;
  /** The cell's input. */
  render(cell: FieldCell<T, N, F>): ReactNode;
};

/** A column that shows something of the row and edits none of its fields (the row's number). */
export type DisplayColumn<T extends FieldValues, N extends FieldArrayPath<T>> = ColumnLook & {
  /** No field. */
  field?: undefined;
  /** Names the column among the others. */
  key: string;
  /** The cell's content. */
  render(cell: RowCell<T, N>): ReactNode;
};

/**
 * A column of a FieldArrayTable, declared as data. One member per field of the row, so that a column
 * literal's `field` types its cell's `name` exactly (`tasks.${number}.queue`, whose value is a string).
 */
export type FieldArrayColumn<T extends FieldValues, N extends FieldArrayPath<T>> =
  | { [F in RowField<T, N>]: FieldColumn<T, N, F> }[RowField<T, N>]
  | DisplayColumn<T, N>;

/** Any column as the table reads it; the union above is for declaring them, where it types each cell. */
interface LaidOutColumn<T extends FieldValues, N extends FieldArrayPath<T>> extends ColumnLook {
  field?: string;
  key?: string;
  render(cell: RowCell<T, N> & Partial<FieldCell<T, N, string>>): ReactNode;
}

/** `data-*` attributes of a row, for tests and e2e selectors (`data-task="import"`). */
export type RowAttributes = Record<`data-${string}`, string | number | undefined>;

/** Props of FieldArrayTable. */
export interface FieldArrayTableProps<T extends FieldValues, N extends FieldArrayPath<T>, O = T> {
  /** The form's control. */
  control: Control<T, unknown, O>;
  /** The list's field (`tasks`). */
  name: N;
  /** The table's accessible name. */
  label: string;
  /** The columns, left to right; the remove column comes last. */
  columns: FieldArrayColumn<T, N>[];
  /** The muted line of an empty list. */
  emptyText: string;
  /** The add button's text. */
  addLabel: string;
  /** The values of an added row. */
  newRow: () => FieldArray<T, N>;
  /** The field of an added row that takes the focus; its first input when left out. */
  focusField?: RowField<T, N>;
  /** The remove icon's tooltip and accessible name, naming the row. */
  removeLabel: (row: FieldArrayItem<T, N>, index: number) => string;
  /** Whether a row may be removed (a default task may not); every row when left out. */
  canRemove?: (row: FieldArrayItem<T, N>, index: number) => boolean;
  /** `data-*` attributes of a row. */
  rowAttributes?: (row: FieldArrayItem<T, N>, index: number) => RowAttributes;
  /** Width of the remove column in px. */
  removeWidth?: number;
}

/** The red mark of a required column's header (hidden from screen readers: the inputs say it). */
function RequiredMark() {
  return (
    <Text span c="red" aria-hidden>
      {' *'}
    </Text>
  );
}

/** A message of the list itself (`marginals`: "price ranges overlap"), not of one of its fields. */
function listMessage(error: unknown): string | undefined {
  const list = error as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = list?.message ?? list?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The rows of a react-hook-form list as an editable table (UI.md): one input per cell with its
 * message under it, a remove icon with a tooltip per row, one muted line when there are no rows, the
 * list's own message under the table and the add button under that. Cells are labelled by the
 * columns' renderers (`Cron, row 2`); the table only lays them out.
 */
export function FieldArrayTable<T extends FieldValues, N extends FieldArrayPath<T>, O = T>({
  control,
  name,
  label,
  columns,
  emptyText,
  addLabel,
  newRow,
  focusField,
  removeLabel,
  canRemove,
  rowAttributes,
  removeWidth = 44,
}: FieldArrayTableProps<T, N, O>) {
  const { fields, append, remove } = useFieldArray<T, N, 'key', O>({ control, name, keyName: 'key' });
  // A list's path is one of the form's paths; react-hook-form's types do not relate the two.
  const { errors } = useFormState<T, O>({ control, name: name as unknown as Path<T> });
  // The one place paths are built from strings: react-hook-form's `get` reads errors by path.
  const errorOf = (index: number, field: string): FieldError | undefined =>
    get(errors, `${name}.${index}.${field}`) as FieldError | undefined;
  const message = listMessage(get(errors, name));

  const laidOut = columns as LaidOutColumn<T, N>[];
  const renderCell = (column: LaidOutColumn<T, N>, row: FieldArrayItem<T, N>, index: number) =>
    column.field === undefined
      ? column.render({ index, row })
      : // A field's column: the cell gets its own field's path and message.
        column.render({
          index,
          row,
          name: `${name}.${index}.${column.field}`,
          error: errorOf(index, column.field),
        });

  return (
    <>
      <Table withTableBorder verticalSpacing={6} horizontalSpacing="xs" layout="fixed" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {laidOut.map((column) => (
              <Table.Th key={column.field ?? column.key} w={column.width} ta={column.align}>
                {column.header}
                {column.required && <RequiredMark />}
              </Table.Th>
            ))}
            <Table.Th w={removeWidth} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.length === 0 && <EmptyTableRow colSpan={laidOut.length + 1} text={emptyText} />}
          {fields.map((row, index) => (
            <Table.Tr key={row.key} style={{ verticalAlign: 'top' }} {...rowAttributes?.(row, index)}>
              {laidOut.map((column) => (
                <Table.Td key={column.field ?? column.key} ta={column.align}>
                  {renderCell(column, row, index)}
                </Table.Td>
              ))}
              <Table.Td>
                {(canRemove?.(row, index) ?? true) && (
                  <Tooltip label={removeLabel(row, index)} withArrow openDelay={300}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={4}
                      aria-label={removeLabel(row, index)}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={18} stroke={1.6} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {message && (
        <Text c="red" size="xs" role="alert">
          {message}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            append(
              newRow(),
              focusField ? { focusName: `${name}.${fields.length}.${focusField}` } : undefined,
            )
          }
        >
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
