import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PartnerZeroAmountRow } from '@feedhub/contracts';
import { fieldErrorsOf, useListScreen, type Query } from '@feedhub/api-client';
import { confirmDelete, useCan } from '@feedhub/ui';
import { useBrandOptions, withPartner } from '../../attributes/queries';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { ZeroAmountsTable } from '../components/ZeroAmountsTable/ZeroAmountsTable';
import { ZeroAmountForm } from '../forms/ZeroAmountForm';
import { usePartnerCategoryOptions, zeroAmounts } from '../queries';
import { zeroAmountsSearch } from '../urls';

/**
 * /partners/{id}/zero-amounts (SPEC §2 Partner zero amounts): the partner's rules (brand, category,
 * delete after the confirm dialog) and the add form below; each add or delete refreshes the list
 * and shows the server's message.
 */
export function PartnerZeroAmountsPage() {
  useTranslation('mapping');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const resource = useMemo(
    () => ({ useList: (query: Query) => zeroAmounts.useList(withPartner(query, id)) }),
    [id],
  );
  const { table } = useListScreen(resource, zeroAmountsSearch);
  const brands = useBrandOptions(id);
  const categories = usePartnerCategoryOptions(id);
  const save = zeroAmounts.useSave();
  const remove = zeroAmounts.useDelete();
  // A new form after each add: the selects start empty again.
  const [formKey, setFormKey] = useState(0);

  const askDelete = async (rule: PartnerZeroAmountRow) => {
    if (await confirmDelete()) remove.mutate({ id: rule.id });
  };

  return (
    <PartnerFrame
      route="partnerZeroAmounts"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(route) => navigate(pathTo(route, { id }))}
    >
      <ZeroAmountsTable {...table} onDelete={(rule) => void askDelete(rule)} busy={remove.isPending} />
      <ZeroAmountForm
        key={formKey}
        partnerId={id}
        brands={brands.data ?? (brands.isError ? [] : undefined)}
        categories={categories.data ?? (categories.isError ? [] : undefined)}
        saving={save.isPending}
        serverErrors={fieldErrorsOf(save.error)}
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: () => {
              save.reset();
              setFormKey((k) => k + 1);
            },
          })
        }
      />
    </PartnerFrame>
  );
}
