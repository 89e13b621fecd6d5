import { useState } from 'react';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, fieldErrorsOf } from '@feedhub/api-client';
import { ErrorPanel, PageHeader, useCan } from '@feedhub/ui';
import { ExportTestFields } from '../components/ExportTestFields/ExportTestFields';
import { PimComparison } from '../components/PimComparison/PimComparison';
import { ExportTestForm } from '../forms/ExportTestForm/ExportTestForm';
import { PARTNER_LIST_PERMISSIONS } from '@feedhub/contracts';
import { useExportTest, usePartnerOptions } from '../queries';
import { exportTestParams, hasLookup, useExportTestSearch } from '../urls';

/** Statuses of a lookup that found nothing (partner_product_not_found, partner_not_found): said, not retried. */
const NOT_FOUND = 404;

/**
 * /export/test (SPEC §2 Export test): the lookup (in the URL, so Back and a shared link show the same
 * product), then the answer as a field/value table and, beside SPEC, what the export sends against
 * what the PIM holds. A 422 puts the server's messages under the fields; a product or partner not
 * found is the red toast and a line where the answer would be.
 */
export function ExportTestPage() {
  const { t } = useTranslation('export');
  const { search, setSearch } = useExportTestSearch();
  const can = useCan();
  const mayListPartners = PARTNER_LIST_PERMISSIONS.some((permission) => can(permission));
  const partners = usePartnerOptions(mayListPartners);
  // Search was pressed: an empty lookup is asked too (the server says what it needs).
  const [asked, setAsked] = useState(false);
  const test = useExportTest(search, asked);
  const { error } = test;
  const searched = hasLookup(search);

  const result = () => {
    if (!searched && !test.isFetched)
      return (
        <Text c="dimmed" size="sm" data-testid="export-test-start">
          {t('test.start')}
        </Text>
      );
    if (test.isPending)
      return (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={18} radius="sm" />
          ))}
        </Stack>
      );
    if (error) {
      // The messages are under the fields already.
      if (fieldErrorsOf(error)) return null;
      if (error instanceof ApiError && error.status === NOT_FOUND)
        return (
          <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert" data-testid="not-found">
            {error.message}
          </Alert>
        );
      return <ErrorPanel message={error.message} onRetry={() => void test.refetch()} />;
    }
    const r = test.data;
    return (
      <Stack gap="lg">
        <Stack gap="xs" component="section" aria-label={t('test.fieldsTitle')}>
          <Title order={4}>{t('test.fieldsTitle')}</Title>
          <ExportTestFields result={r} />
        </Stack>
        <PimComparison
          sent={{
            identifier: r.identifier,
            enabled: r.enabled,
            family: r.family,
            categories: r.categories,
            values: r.values,
          }}
          pim={r.pim}
          pimError={r.pimError}
        />
      </Stack>
    );
  };

  return (
    <Stack>
      <PageHeader title={t('test.title')} />
      <ExportTestForm
        // A new lookup in the URL (Search, Back, a link) starts the form from it.
        key={exportTestParams(search).toString()}
        values={search}
        partners={partners.data}
        partnersUnavailable={!mayListPartners}
        serverErrors={fieldErrorsOf(error)}
        searching={test.isFetching}
        onSearch={(next) => {
          const empty = !hasLookup(next);
          const same = exportTestParams(next).toString() === exportTestParams(search).toString();
          // A lookup asked again, or an empty one asked once more: fetched again. An empty one asked
          // the first time is fetched as soon as it is enabled.
          if (same && (!empty || asked)) void test.refetch();
          setAsked(empty);
          if (!same) setSearch(next);
        }}
      />
      {result()}
    </Stack>
  );
}
