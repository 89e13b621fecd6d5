import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A label and its value on one row of the detail's vertical tables (product fields, category). */
export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={190} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The detail's vertical table of FieldRows (product fields, category), named for screen readers. */
export function FieldTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing={6} aria-label={label}>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
