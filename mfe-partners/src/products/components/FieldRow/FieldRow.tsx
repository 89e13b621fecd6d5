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
