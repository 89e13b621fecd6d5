import { useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ICECAT_DISCLAIMER_KEY,
  type IcecatLookupStatus,
  type ProductIcecat as ProductIcecatData,
} from '@feedhub/contracts';
import { FieldRow, FieldTable, formatDateTime } from '@feedhub/ui';
import { IcecatSheetView } from './IcecatSheetView';

/** The badge colour of each look-up end (red only for a failure, UI.md). */
export const ICECAT_STATUS_COLORS: Record<IcecatLookupStatus, string> = {
  found: 'green',
  not_found: 'gray',
  restricted: 'yellow',
  failed: 'red',
};

/** Props of the product's Icecat section. */
export interface ProductIcecatProps {
  /** The product's last look-up; null when it was never looked up. */
  icecat: ProductIcecatData | null;
  /** The look-ups can be queued (permission partnerEdit): the action shows. */
  onRefresh?: () => void;
  /** The refresh is being sent. */
  refreshing?: boolean;
}

/**
 * The product detail's Icecat section (docs/icecat.md): the look-up's status, when and by what it was
 * found; when found, the sheet of the language chosen; and Icecat's "as is" disclaimer.
 */
export function ProductIcecat({ icecat, onRefresh, refreshing }: ProductIcecatProps) {
  const { t, i18n } = useTranslation('products');
  const sheets = icecat?.status === 'found' ? icecat.sheets : [];
  // The interface language's sheet first, else the first fetched.
  const [chosen, setChosen] = useState<string | null>(null);
  const language =
    sheets.find((s) => s.language === chosen)?.language ??
    sheets.find((s) => s.language === i18n.language)?.language ??
    sheets[0]?.language;
  const sheet = sheets.find((s) => s.language === language);

  return (
    <Paper withBorder p="md" component="section" aria-label={t('icecat.title')}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <Title order={4}>{t('icecat.title')}</Title>
            {icecat && (
              <Badge variant="light" color={ICECAT_STATUS_COLORS[icecat.status]} data-status={icecat.status}>
                {t(`icecat.statuses.${icecat.status}`)}
              </Badge>
            )}
          </Group>
          {onRefresh && (
            <Tooltip label={t('icecat.refreshHelp')} withArrow multiline w={300}>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} />}
                loading={refreshing}
                onClick={onRefresh}
              >
                {t('icecat.refresh')}
              </Button>
            </Tooltip>
          )}
        </Group>
        {icecat ? (
          <>
            <FieldTable label={t('icecat.title')}>
              <FieldRow label={t('icecat.fetchedAt')}>{formatDateTime(icecat.fetchedAt)}</FieldRow>
              {icecat.lookedUpBy && (
                <FieldRow label={t('icecat.lookedUpBy')}>
                  {icecat.lookedUpBy === 'gtin' ? t('icecat.byGtin') : t('icecat.byBrand')}
                </FieldRow>
              )}
            </FieldTable>
            {icecat.status !== 'found' && (
              <Text size="sm" c="dimmed">
                {t(`icecat.statusHelp.${icecat.status}`)}
              </Text>
            )}
            {sheets.length > 1 && (
              <Group gap="sm">
                <Text size="sm" fw={600} id="icecat-language">
                  {t('icecat.language')}
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-labelledby="icecat-language"
                  value={language}
                  onChange={setChosen}
                  data={sheets.map((s) => ({ value: s.language, label: s.language.toUpperCase() }))}
                />
              </Group>
            )}
            {sheet && <IcecatSheetView key={sheet.language} sheet={sheet} />}
          </>
        ) : (
          <Stack gap={4}>
            <Text size="sm">{t('icecat.notLookedUp')}</Text>
            <Text size="sm" c="dimmed">
              {t('icecat.notLookedUpWhy')}
            </Text>
          </Stack>
        )}
        {sheet && (
          // Icecat's Open Content License asks for its "as is" terms beside its data (PIM.md §4).
          <Text size="xs" c="dimmed" data-testid="icecat-disclaimer">
            {t(ICECAT_DISCLAIMER_KEY)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
