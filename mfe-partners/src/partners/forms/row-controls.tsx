import { ActionIcon, Button, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from '@feedhub/ui';

/** The controls the editable tables (tasks, attributes, marginals, name-word rules, option mappings) share. */

/** A row's delete icon with its tooltip; the label names the row. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color="red" mt={4} aria-label={label} onClick={onClick}>
        <IconTrash size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The one muted row of a table with no rows yet. */
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

/** The button under a table that adds a row. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group>
      <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}

/** A boolean field of a row as a centred checkbox (`fallback` while the field is unset). */
export function CheckboxCell<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  fallback,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  fallback: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <Group justify="center" pt={8}>
          <Checkbox
            aria-label={label}
            checked={(f.value as boolean | undefined) ?? fallback}
            onChange={(e) => f.onChange(e.currentTarget.checked)}
            onBlur={f.onBlur}
            ref={f.ref}
          />
        </Group>
      )}
    />
  );
}
