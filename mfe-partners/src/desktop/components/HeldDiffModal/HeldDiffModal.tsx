import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  HELD_CHANGE_KINDS,
  HELD_EXAMPLES_PER_KIND,
  type HeldChangeKind,
  type HeldExample,
  type HeldJob,
} from '@feedhub/contracts';
import {
  DataTable,
  ErrorPanel,
  JOB_STATUS_COLORS,
  MODAL_STICKY_FOOTER,
  formatDateTime,
  type Column,
} from '@feedhub/ui';
import { formatCount, formatMoney } from '../../../format';
import type { HeldDecision } from '../../queries';

/** Props of the held import's diff. */
export interface HeldDiffModalProps {
  /** The job whose diff is open; closed without one. */
  jobId: number | undefined;
  /** The diff (undefined while it loads). */
  held: HeldJob | undefined;
  /** First load: skeletons. */
  loading?: boolean;
  /** The load failed: its message, shown with Retry. */
  error?: string;
  /** Retry after a failed load. */
  onRetry?(): void;
  /** The decision being sent (its button spins, both wait). */
  deciding?: HeldDecision;
  /** Apply pressed (the page asks first). */
  onApply(held: HeldJob): void;
  /** Discard pressed (the page asks first). */
  onDiscard(held: HeldJob): void;
  /** Close, Escape or the close icon. */
  onClose(): void;
}

/** A share as a percentage in the interface language (`78%`). */
const percent = (locale: string, share: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** A value of an example: money for prices, a count for stock, a dash for none. */
function exampleValue(locale: string, field: HeldExample['field'], value: string | null): string {
  if (value === null || value === '') return '—';
  if (field === 'price') return formatMoney(locale, value);
  const n = Number(value);
  return Number.isFinite(n) ? formatCount(locale, n) : value;
}

/** Why the run was held: one line per limit it passed, with the partner's limit and the base counts. */
function Reasons({ held }: { held: HeldJob }) {
  const { t, i18n } = useTranslation('partners');
  const locale = i18n.language;
  const count = (n: number) => formatCount(locale, n);
  const share = (n: number, base: number) => percent(locale, base ? n / base : 0);
  const prices = held.counts.priceUp + held.counts.priceDown;
  return (
    <Alert
      color={JOB_STATUS_COLORS.held}
      title={t('held.why')}
      icon={<IconAlertTriangle size={20} stroke={1.8} />}
      data-testid="held-reasons"
    >
      <Stack gap={4}>
        {held.reasons.includes('stock') && (
          <Text size="sm" data-testid="reason-stock">
            {t('held.reasons.stock', {
              count: count(held.counts.toZero),
              base: count(held.base.inStock),
              percent: share(held.counts.toZero, held.base.inStock),
              limit: percent(locale, held.limits.stockPercent / 100),
            })}
          </Text>
        )}
        {held.reasons.includes('price') && (
          <Text size="sm" data-testid="reason-price">
            {t('held.reasons.price', {
              count: count(prices),
              base: count(held.base.priced),
              percent: share(prices, held.base.priced),
              factor: count(held.limits.priceFactor),
              limit: percent(locale, held.limits.pricePercent / 100),
            })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('held.untouched')}
        </Text>
      </Stack>
    </Alert>
  );
}

/** The counts of each kind of change, side by side. */
function Counts({ held }: { held: HeldJob }) {
  const { t, i18n } = useTranslation('partners');
  return (
    <Stack gap="xs">
      <Title order={5}>{t('held.counts')}</Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {HELD_CHANGE_KINDS.map((kind) => (
          <Paper key={kind} withBorder px="sm" py={6} data-testid={`count-${kind}`}>
            <Text size="xs" c="dimmed" lineClamp={1} title={t(`held.kinds.${kind}`)}>
              {t(`held.kinds.${kind}`)}
            </Text>
            <Text fw={700} size="lg" ta="right">
              {formatCount(i18n.language, held.counts[kind])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('held.factorHelp', { factor: formatCount(i18n.language, held.limits.priceFactor) })}
      </Text>
    </Stack>
  );
}

/** The examples of the changes, by kind: code, name, field, before → after. */
function Examples({ held }: { held: HeldJob }) {
  const { t, i18n } = useTranslation('partners');
  const locale = i18n.language;
  const [kind, setKind] = useState<HeldChangeKind | 'all'>('all');
  const kinds = HELD_CHANGE_KINDS.filter((k) => held.examples.some((e) => e.kind === k));
  const rows = kind === 'all' ? held.examples : held.examples.filter((e) => e.kind === kind);
  const columns: Column<HeldExample>[] = [
    { key: 'kind', title: t('held.columns.kind'), width: 150, render: (e) => t(`held.kinds.${e.kind}`) },
    { key: 'code', title: t('held.columns.code'), width: 130, ellipsis: true, render: (e) => e.code },
    { key: 'name', title: t('held.columns.name'), ellipsis: true, render: (e) => e.name ?? '' },
    {
      key: 'field',
      title: t('held.columns.field'),
      width: 90,
      render: (e) => (e.field ? t(`held.fields.${e.field}`) : '—'),
    },
    {
      key: 'change',
      title: t('held.columns.change'),
      width: 230,
      align: 'right',
      render: (e) =>
        e.field ? `${exampleValue(locale, e.field, e.old)} → ${exampleValue(locale, e.field, e.new)}` : '—',
    },
  ];
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={5}>{t('held.examples')}</Title>
          <Text size="xs" c="dimmed">
            {t('held.examplesHelp', { max: HELD_EXAMPLES_PER_KIND })}
          </Text>
        </Stack>
        {kinds.length > 1 && (
          <SegmentedControl
            size="xs"
            value={kind}
            onChange={(value) => setKind(value as HeldChangeKind | 'all')}
            data={[
              { value: 'all', label: t('held.all') },
              ...kinds.map((k) => ({ value: k, label: t(`held.kinds.${k}`) })),
            ]}
            aria-label={t('held.columns.kind')}
          />
        )}
      </Group>
      <ScrollArea.Autosize mah="40vh" type="auto" offsetScrollbars>
        <DataTable<HeldExample>
          label={t('held.examples')}
          rows={rows}
          rowKey={(e) => `${e.kind}:${e.productId ?? ''}:${e.code}:${e.field ?? ''}`}
          rowAttributes={(e) => ({ 'data-kind': e.kind, 'data-code': e.code })}
          emptyHeight={80}
          columns={columns}
        />
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** Who, what and when: the partner, the task's method, when the run was held. */
function Summary({ held }: { held: HeldJob }) {
  const { t } = useTranslation('partners');
  const items: [string, string][] = [
    [t('held.partner'), held.partnerName ?? `#${held.partnerId}`],
    [t('held.method'), held.methodTrans],
    [t('held.heldAt'), formatDateTime(held.heldAt)],
  ];
  return (
    <SimpleGrid cols={3} spacing="md" data-testid="held-summary">
      {items.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600} lineClamp={1} title={value}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * A held import's diff (issue 22, the import guard), opened from the partner desktop's "Needs review"
 * row: the partner, the task's method and when it was held; why (each limit passed, with the
 * partner's limit and the base counts); the counts of each kind of change; the examples as a table;
 * Close, Discard and Apply (the page asks before either and sends it). Size xl: the examples' table
 * is wide. Skeletons while it loads, the inline alert with Retry when the load fails.
 */
export function HeldDiffModal({
  jobId: openId,
  held: openHeld,
  loading,
  error,
  onRetry,
  deciding,
  onApply,
  onDiscard,
  onClose,
}: HeldDiffModalProps) {
  const { t } = useTranslation('partners');
  // While the modal closes (the id has left the URL) it keeps showing what it showed, not skeletons.
  const [shown, setShown] = useState({ jobId: openId, held: openHeld });
  if (openId !== undefined && (openId !== shown.jobId || openHeld !== shown.held))
    setShown({ jobId: openId, held: openHeld });
  const { jobId, held } = openId === undefined ? shown : { jobId: openId, held: openHeld };
  const body = () => {
    if (held)
      return (
        <>
          <Summary held={held} />
          <Reasons held={held} />
          <Counts held={held} />
          <Examples held={held} />
        </>
      );
    if (error) return <ErrorPanel message={error} onRetry={onRetry} />;
    return (
      <Stack gap="sm" aria-busy={loading ? 'true' : undefined} data-testid="held-loading">
        <Skeleton height={36} />
        <Skeleton height={72} />
        <Skeleton height={56} />
        <Skeleton height={160} />
      </Stack>
    );
  };
  return (
    <Modal opened={openId !== undefined} onClose={onClose} title={t('held.title', { id: jobId })} size="xl">
      <Stack gap="md">
        {body()}
        <Group justify="flex-end" gap="sm" style={MODAL_STICKY_FOOTER} data-testid="modal-footer">
          <Button variant="default" onClick={onClose}>
            {t('held.close')}
          </Button>
          <Button
            variant="light"
            color="red"
            disabled={!held || (deciding !== undefined && deciding !== 'discard')}
            loading={deciding === 'discard'}
            onClick={() => held && onDiscard(held)}
          >
            {t('held.discard')}
          </Button>
          <Button
            disabled={!held || (deciding !== undefined && deciding !== 'apply')}
            loading={deciding === 'apply'}
            onClick={() => held && onApply(held)}
          >
            {t('held.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
