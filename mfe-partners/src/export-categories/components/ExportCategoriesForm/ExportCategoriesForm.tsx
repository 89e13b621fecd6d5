import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import 'dayjs/locale/et';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, FIRST_DAY_OF_WEEK, NEW_CATEGORIES_FILE_NAME } from '@feedhub/contracts';

/** Props of the export form. */
export interface ExportCategoriesFormProps {
  /** The date the picker starts with (YYYY-MM-DD). */
  initialDate: string | null;
  /** The download is running. */
  exporting: boolean;
  /** The server's message for the date (422), if any. */
  dateError?: string;
  /** Export pressed with the chosen date (YYYY-MM-DD, or '' for none: the server asks for one). */
  onExport(date: string): void;
  /** The date changed (its message goes, UI.md). */
  onDateChange?(): void;
}

/**
 * SPEC §2 Partner export categories: a date picker (DD.MM.YYYY, weeks from Monday, the user's
 * language) and Export, which downloads the categories first seen on or after the date as
 * new_categories.csv.
 */
export function ExportCategoriesForm({
  initialDate,
  exporting,
  dateError,
  onExport,
  onDateChange,
}: ExportCategoriesFormProps) {
  const { t, i18n } = useTranslation('categories');
  const [date, setDate] = useState<string | null>(initialDate);
  return (
    <Paper withBorder p="md" maw={560}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onExport(date ?? '');
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('export.help', { file: NEW_CATEGORIES_FILE_NAME })}
          </Text>
          <Group align="flex-start" gap="sm">
            <DatePickerInput
              size="sm"
              w={220}
              label={t('export.date')}
              placeholder={DATE_FORMAT}
              required
              valueFormat={DATE_FORMAT}
              firstDayOfWeek={FIRST_DAY_OF_WEEK}
              locale={i18n.language}
              leftSection={<IconCalendar size={16} stroke={1.6} />}
              value={date}
              onChange={(value) => {
                setDate(value);
                onDateChange?.();
              }}
              maxDate={new Date()}
              error={dateError}
              popoverProps={{ withinPortal: true }}
            />
            <Button type="submit" mt={25} loading={exporting} leftSection={<IconDownload size={16} />}>
              {t('export.button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
