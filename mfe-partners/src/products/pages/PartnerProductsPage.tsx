import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADD_EXPORT_MAX_IDS, type PartnerProductRow } from '@feedhub/contracts';
import { useAddExportJob, useListScreen } from '@feedhub/api-client';
import { useCan } from '@feedhub/ui';
import { useBrandOptions } from '../../attributes/queries';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { usePartnerCategoryOptions } from '../../zero-amounts/queries';
import { onboardingKey } from '../../onboarding/queries';
import { ExportNextStep } from '../components/ExportNextStep/ExportNextStep';
import { ExportSummary } from '../components/ExportSummary/ExportSummary';
import { ProductFilters } from '../components/ProductFilters/ProductFilters';
import { ProductsTable } from '../components/ProductsTable/ProductsTable';
import { formatCount } from '../../format';
import { partnerProductList, useAddExport, useProductExportData } from '../queries';
import { productFiltersOf, productsSearch, type ProductFilterValues } from '../urls';

/**
 * /partners/{id}/products (SPEC §2 Partner products): the partner's frame with Send to PIM, the
 * filter bar (all in the URL), the export summary and the paged, sortable table with row checkboxes.
 * A send clears the choice and reloads the list and the summary. Before a send, the button's hint
 * says how many of the chosen products the export will skip (their category is not mapped to the
 * PIM); after it, the server's message says so too, and a note says what happens next: an export
 * job sends them (none runs on its own), with the button that starts one now.
 */
export function PartnerProductsPage() {
  const { t, i18n } = useTranslation('products');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const resource = useMemo(() => partnerProductList(id), [id]);
  const { url, table } = useListScreen(resource, productsSearch);
  const filters = useMemo(() => productFiltersOf(url.search), [url.search]);
  const summary = useProductExportData(id, url.query.filter as Record<string, unknown> | undefined);
  const brands = useBrandOptions(id);
  const categories = usePartnerCategoryOptions(id);
  const addExport = useAddExport();
  const exportJob = useAddExportJob();
  const client = useQueryClient();
  // After a send: what happens next (an export job sends them), until closed or another send.
  const [nextStep, setNextStep] = useState<{ jobId?: number } | null>(null);
  const [selected, setSelected] = useState<PartnerProductRow[]>([]);

  // Another filter finds other products: a choice made under the old one goes.
  const filterKey = JSON.stringify(filters);
  const [chosenUnder, setChosenUnder] = useState(filterKey);
  if (chosenUnder !== filterKey) {
    setChosenUnder(filterKey);
    setSelected([]);
  }

  const brandOptions = useMemo(
    () => brands.data?.map((b) => ({ value: b.name, label: b.name })) ?? (brands.isError ? [] : undefined),
    [brands.data, brands.isError],
  );
  const categoryOptions = useMemo(
    () => categories.data?.map((c) => ({ value: String(c.id), label: c.path || c.name })),
    [categories.data],
  );

  const hintId = useId();
  const tooMany = selected.length > ADD_EXPORT_MAX_IDS;
  const unmapped = selected.filter((row) => !row.categoryMapped).length;
  const hint = tooMany
    ? t('send.tooMany', { max: formatCount(i18n.language, ADD_EXPORT_MAX_IDS) })
    : !selected.length
      ? t('send.none')
      : unmapped
        ? t('send.unmapped', {
            count: unmapped,
            n: formatCount(i18n.language, unmapped),
            total: formatCount(i18n.language, selected.length),
          })
        : null;
  const send = () =>
    addExport.mutate(
      { partnerId: id, ids: selected.map((r) => r.id) },
      {
        onSuccess: () => {
          setSelected([]);
          setNextStep({});
          // the first-run checklist's "products sent" step
          void client.invalidateQueries({ queryKey: onboardingKey(id) });
        },
      },
    );
  const startExport = () =>
    exportJob.mutate(undefined, { onSuccess: (answer) => setNextStep({ jobId: answer.data.id }) });
  const sendButton = (
    <Button
      leftSection={<IconSend size={16} />}
      disabled={!selected.length || tooMany}
      loading={addExport.isPending}
      onClick={send}
      rightSection={
        unmapped && !tooMany ? (
          <IconAlertTriangle size={16} aria-hidden data-testid="send-unmapped" />
        ) : undefined
      }
      aria-describedby={hint ? hintId : undefined}
    >
      {selected.length
        ? t('send.count', { n: formatCount(i18n.language, selected.length) })
        : t('send.button')}
    </Button>
  );

  return (
    <PartnerFrame
      route="partnerProducts"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(next) => navigate(pathTo(next, { id }))}
      actions={
        <Tooltip label={hint} disabled={!hint} withArrow multiline maw={360}>
          {/* a disabled button takes no pointer events: the wrapper shows why it is disabled */}
          <span>
            {sendButton}
            {hint && <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>}
          </span>
        </Tooltip>
      }
    >
      {nextStep && (
        <ExportNextStep
          canStart={can('exportDesktop')}
          starting={exportJob.isPending}
          startedJobId={nextStep.jobId}
          desktopPath={can('exportDesktop') ? pathTo('exportDesktop') : undefined}
          onStart={startExport}
          onClose={() => setNextStep(null)}
        />
      )}
      <ProductFilters
        values={filters}
        brands={brandOptions}
        categories={categoryOptions}
        onSearch={(values: ProductFilterValues) => url.update({ ...values, page: 1 })}
      />
      <Stack gap={6}>
        {!summary.isError && <ExportSummary data={summary.data} />}
        <ProductsTable
          {...table}
          selected={selected}
          onSelectedChange={setSelected}
          detailHref={(row) => pathTo('partnerProduct', { id, productId: row.id })}
        />
      </Stack>
    </PartnerFrame>
  );
}
