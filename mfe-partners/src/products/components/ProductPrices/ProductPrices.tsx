import { Anchor, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PriceFieldOptions, ProductPrices as Prices } from '@feedhub/contracts';
import { formatMoney } from '../../../format';

/** Props of the computed prices. */
export interface ProductPricesProps {
  /** The PIM prices the partner's formulas give the product, with the rules' steps. */
  prices: Prices;
  /** Labels of the price fields; undefined: the codes are shown. */
  labels?: PriceFieldOptions;
  /** The price formulas page of the partner, when the user may open it. */
  formulasPath?: string;
}

/** A no-price reason (NO_PRICE_REASONS of @feedhub/pricing) as a short text in the user's language. */
export function reasonText(t: TFunction<'products'>, reason: string | null): string {
  if (!reason) return t('prices.noPrice');
  return t(`reasons.${reason}`, { defaultValue: t('reasons.unknown', { code: reason }) });
}

/** A value with two decimals and the euro sign, or the reason there is none (muted, orange). */
function PriceValue({ value, reason }: { value: string | null; reason: string | null }) {
  const { t, i18n } = useTranslation('products');
  return value !== null ? (
    <Text size="sm" fw={600} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(i18n.language, value)}
    </Text>
  ) : (
    <Text size="sm" c="orange.8" ta="right">
      {reasonText(t, reason)}
    </Text>
  );
}

/**
 * The product's computed PIM prices (the export sends these): for each PIM price field its final
 * value or why there is none and the formula that set it; then every formula in the order applied
 * with its steps explained line by line.
 */
export function ProductPrices({ prices, labels, formulasPath }: ProductPricesProps) {
  const { t } = useTranslation('products');
  const pimLabel = (code: string) => labels?.pim[code] ?? code;
  const partnerLabel = (code: string) => labels?.partner[code] ?? code;
  // Formulas are numbered in the order applied (1-based), the same numbers in both tables.
  const numberOf = new Map(prices.rules.map((rule, i) => [rule.id, i + 1]));
  const formula = (ruleId: number | null) =>
    ruleId === null || !numberOf.has(ruleId) ? '' : t('prices.formula', { n: numberOf.get(ruleId) });
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{t('prices.title')}</Title>
          {formulasPath && (
            <Anchor component={Link} to={formulasPath} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconCalculator size={16} stroke={1.6} />
                {t('detail.priceFormulas')}
              </Group>
            </Anchor>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('prices.help')}
        </Text>
        {prices.rules.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('prices.noFormulas')}
          </Text>
        ) : (
          <>
            <Table withTableBorder verticalSpacing={6} layout="fixed" aria-label={t('prices.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('prices.field')}</Table.Th>
                  <Table.Th w={240} ta="right">
                    {t('prices.value')}
                  </Table.Th>
                  <Table.Th w="40%">{t('prices.setBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prices.fields.map((f) => (
                  <Table.Tr key={f.field} data-price-field={f.field}>
                    <Table.Td>
                      <Text size="sm">{pimLabel(f.field)}</Text>
                      {labels && (
                        <Text size="xs" c="dimmed">
                          {f.field}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <PriceValue value={f.value} reason={f.reason} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formula(f.priceRuleId)}</Text>
                      {f.overridden.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('prices.overrides', {
                            count: f.overridden.length,
                            // overridden holds indexes in `rules` (the engine's ruleIndex), not ids
                            list: f.overridden.map((index) => index + 1).join(', '),
                          })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Title order={5}>{t('prices.rulesTitle')}</Title>
            {prices.rules.map((rule, i) => (
              <Paper
                key={rule.id ?? `rule-${i}`}
                withBorder
                p="sm"
                radius="sm"
                data-price-rule={rule.id ?? ''}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0 }}>
                      {t('prices.ruleTitle', {
                        n: i + 1,
                        from: partnerLabel(rule.partnerPriceField),
                        to: rule.pimPriceFields.map(pimLabel).join(', '),
                      })}
                    </Text>
                    <PriceValue value={rule.value} reason={rule.reason} />
                  </Group>
                  {rule.steps.length ? (
                    <Code block aria-label={t('prices.steps', { n: i + 1 })} fz="xs">
                      {rule.steps.join('\n')}
                    </Code>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('prices.noSteps')}
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
