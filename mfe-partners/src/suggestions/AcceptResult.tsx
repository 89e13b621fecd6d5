import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AcceptSuggestionsResult } from '@feedhub/contracts';
import { numberFormat } from '@feedhub/ui';

/** What an accept did: how many were mapped, and each one skipped with its reason in words. */
export function AcceptResult({
  kind,
  result,
}: {
  kind: 'categories' | 'attributes';
  result: AcceptSuggestionsResult;
}) {
  const { t, i18n } = useTranslation('suggestions');
  const number = numberFormat(i18n.language);
  return (
    <Stack gap="sm" data-testid="accept-result">
      <Alert color={result.mapped ? 'green' : 'gray'} py="xs">
        {t(`result.mapped.${kind}`, { count: result.mapped, n: number.format(result.mapped) })}
      </Alert>
      {result.skipped.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t('result.skipped', { count: result.skipped.length, n: number.format(result.skipped.length) })}
          </Text>
          <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label={t('result.skippedTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`review.subject.${kind}`)}</Table.Th>
                <Table.Th>{t('result.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.skipped.map((skip) => (
                <Table.Tr key={skip.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{skip.name}</Table.Td>
                  <Table.Td>{t(`skip.${skip.reason}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
