import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A label and its value on one row of a detail's vertical table (SPEC's field/value tables). */
export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      {/* Level with the value's first line when the value is tall (a code block). */}
      <Table.Th w={190} fw={500} c="dimmed" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** A detail's vertical table of FieldRows, named for screen readers. */
export function FieldTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing={6} aria-label={label}>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
