import { Fragment, useState } from 'react';
import { ActionIcon, Group, List, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, formatMoney } from '../../../format';
import type { PreviewOutcome, PreviewRow } from '../../preview';

/** Sub-cent digits the preview keeps in its "unrounded" line (a supplier's 0.0123 stays checkable). */
const EXACT_DECIMALS = 6;

/**
 * A preview price as money everywhere is (two decimals, UI.md); when the value has digits past the
 * cent, they follow on a line of their own labelled "unrounded", never as a three-decimal price.
 */
function Money({ value, strong, testId }: { value: string; strong?: boolean; testId?: string }) {
  const { t, i18n } = useTranslation('priceFormulas');
  const cents = formatMoney(i18n.language, value, DEFAULT_CURRENCY);
  const exact = formatMoney(i18n.language, value, DEFAULT_CURRENCY, EXACT_DECIMALS);
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={strong ? 600 : undefined} data-testid={testId}>
        {cents}
      </Text>
      {exact !== cents && (
        <Text size="xs" c="dimmed" data-testid="preview-unrounded">
          {t('preview.unrounded', { value: exact })}
        </Text>
      )}
    </Stack>
  );
}

/** Props of the live preview panel. */
export interface PricePreviewProps {
  /** What the formula gives now; undefined while the products load or when they failed. */
  outcome?: PreviewOutcome;
  /** Products of the preview (how many the help line counts). */
  productCount: number;
  /** The products are loading. */
  loading?: boolean;
  /** The products could not be loaded. */
  failed?: boolean;
  /** Label of the partner price field chosen ('' for none). */
  partnerFieldLabel: string;
  /** Labels of the PIM price fields chosen. */
  pimFieldLabels: string[];
}

/** A product's name, or its code when the feed gave none. */
function ProductCell({ row }: { row: PreviewRow }) {
  const { t } = useTranslation('priceFormulas');
  const { product } = row;
  const details = [
    product.sku ?? product.code,
    product.brand,
    product.category?.name ?? t('preview.noCategory'),
  ].filter(Boolean);
  return (
    <Stack gap={0}>
      <Text size="sm" lineClamp={1} title={product.name ?? undefined}>
        {product.name || t('preview.unnamed', { code: product.code })}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {details.join(' · ')}
      </Text>
    </Stack>
  );
}

/** The formula's price of a product, or "No price" and why. */
function ResultCell({ row }: { row: PreviewRow }) {
  const { t } = useTranslation('priceFormulas');
  if (row.value !== null) return <Money value={row.value} strong testId="preview-value" />;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" c="red" data-testid="preview-value">
        {t('preview.noPrice')}
      </Text>
      <Text size="xs" c="dimmed" ta="right">
        {row.failed ? t('preview.cannotPrice') : row.reason ? t(`reasons.${row.reason}`) : ''}
      </Text>
    </Stack>
  );
}

/** The priced products, each with its steps behind a toggle. */
function PreviewTable({
  rows,
  partnerFieldLabel,
  pimFieldLabels,
}: { rows: PreviewRow[] } & PricePreviewProps) {
  const { t } = useTranslation('priceFormulas');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table
      verticalSpacing={6}
      horizontalSpacing="xs"
      layout="fixed"
      bg="var(--mantine-color-body)"
      withTableBorder
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={36} />
          <Table.Th>{t('preview.product')}</Table.Th>
          <Table.Th w={170} ta="right">
            {partnerFieldLabel || t('preview.partnerPrice')}
          </Table.Th>
          <Table.Th w={210} ta="right">
            {pimFieldLabels.length ? pimFieldLabels.join(', ') : t('preview.result')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const { id } = row.product;
          const expanded = open.has(id);
          const name = row.product.name || t('preview.unnamed', { code: row.product.code });
          return (
            <Fragment key={id}>
              <Table.Tr data-product={row.product.code} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    mt={2}
                    aria-expanded={expanded}
                    aria-label={t(expanded ? 'preview.hideSteps' : 'preview.showSteps', { name })}
                    onClick={() => toggle(id)}
                  >
                    {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                  </ActionIcon>
                </Table.Td>
                <Table.Td>
                  <ProductCell row={row} />
                </Table.Td>
                <Table.Td ta="right">
                  {row.partnerPrice === null || row.partnerPrice === '' ? (
                    <Text size="sm" c="dimmed">
                      {t('preview.notSet')}
                    </Text>
                  ) : (
                    <Money value={row.partnerPrice} />
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <ResultCell row={row} />
                </Table.Td>
              </Table.Tr>
              {expanded && (
                <Table.Tr>
                  <Table.Td />
                  <Table.Td colSpan={3}>
                    <List type="ordered" size="xs" spacing={2} aria-label={t('preview.steps')}>
                      {row.steps.map((line, i) => (
                        <List.Item key={i}>{line}</List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The live preview of the price formula modal (beyond SPEC): the formula being edited applied to
 * some of the partner's products, updated as the user types; when the formula cannot be evaluated
 * yet, what is missing.
 */
export function PricePreview(props: PricePreviewProps) {
  const { t } = useTranslation('priceFormulas');
  const { outcome } = props;
  let body;
  if (props.failed)
    body = (
      <Text size="sm" c="dimmed">
        {t('preview.failed')}
      </Text>
    );
  else if (props.loading || !outcome)
    body = (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('preview.loading')}
        </Text>
      </Group>
    );
  else if (props.productCount === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('preview.noProducts')}
      </Text>
    );
  else if (outcome.kind === 'choosePartnerField')
    body = (
      <Text size="sm" c="dimmed">
        {t('preview.choosePartnerField')}
      </Text>
    );
  else if (outcome.kind === 'incomplete')
    body = (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('preview.incomplete')}
        </Text>
        <List size="xs" c="dimmed" spacing={2}>
          {outcome.issues.map((issue, i) => (
            <List.Item key={i}>
              {issue.rule === null
                ? issue.message
                : t('preview.ruleIssue', { n: issue.rule + 1, message: issue.message })}
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  else body = <PreviewTable rows={outcome.rows} {...props} />;

  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      bg="var(--mantine-color-gray-0)"
      role="region"
      aria-label={t('preview.label')}
    >
      <Stack gap="xs">
        <Stack gap={0}>
          <Title order={5}>{t('preview.title')}</Title>
          {props.productCount > 0 && (
            <Text size="sm" c="dimmed">
              {t('preview.help', { count: props.productCount })}
            </Text>
          )}
        </Stack>
        {body}
      </Stack>
    </Paper>
  );
}
