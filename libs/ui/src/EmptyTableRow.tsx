import { Table, Text } from '@mantine/core';

/** The one muted row of a plain Mantine table with no rows (UI.md's empty state; DataTable has its own). */
export function EmptyTableRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" size="sm" ta="center">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
