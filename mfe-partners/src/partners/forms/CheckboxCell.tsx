import { Checkbox, Group } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from '@feedhub/ui';

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
