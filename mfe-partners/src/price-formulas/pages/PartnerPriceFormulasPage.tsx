import { useCallback, useEffect } from 'react';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PartnerPriceRule } from '@feedhub/contracts';
import { useListSearch } from '@feedhub/api-client';
import { confirmDelete, useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { PriceFormulasTable } from '../components/PriceFormulasTable/PriceFormulasTable';
import { PriceFormulaModal } from './PriceFormulaModal';
import { priceRules, usePartnerPriceRules, usePriceFieldOptions } from '../queries';
import { priceFormulasSearch } from '../urls';

/**
 * /partners/{id}/price-formulas (SPEC §2 Partner price formulas): the partner's formulas with their
 * steps, Add, and per row edit (the modal, in the URL) and delete after the confirm dialog. A list
 * or field labels that cannot be read send the user back to the partners list (SPEC §8).
 */
export function PartnerPriceFormulasPage() {
  const { t } = useTranslation('priceFormulas');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const url = useListSearch(priceFormulasSearch);
  const list = usePartnerPriceRules(id);
  const fields = usePriceFieldOptions();
  const remove = priceRules.useDelete();
  const { dialog, id: ruleId, productId } = url.search;

  const toPartners = useCallback(() => navigate(pathTo('partners'), { replace: true }), [navigate]);
  useEffect(() => {
    if (list.isError || fields.isError) toPartners();
  }, [list.isError, fields.isError, toPartners]);

  const askDelete = async (rule: PartnerPriceRule) => {
    if (await confirmDelete()) remove.mutate({ id: rule.id });
  };

  return (
    <PartnerFrame
      route="partnerPriceFormulas"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(route) => navigate(pathTo(route, { id }))}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => url.openDialog()}>
          {t('add')}
        </Button>
      }
    >
      <PriceFormulasTable
        rows={list.data}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        fields={fields.data}
        onEdit={(rule) => url.openDialog(rule.id)}
        onDelete={(rule) => void askDelete(rule)}
        busy={remove.isPending}
      />
      {list.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('table.emptyHelp')}
        </Text>
      )}
      <PriceFormulaModal
        dialog={dialog ?? null}
        ruleId={ruleId}
        partnerId={id}
        productId={productId}
        fields={fields.data}
        onClose={url.closeDialog}
        onLoadFailed={toPartners}
      />
    </PartnerFrame>
  );
}
