import { useMemo, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useListScreen } from '@feedhub/api-client';
import { numberFormat, useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { CategoryMappingModal } from './CategoryMappingModal';
import { CategoriesTable } from '../components/CategoriesTable/CategoriesTable';
import { CategoryFilters } from '../components/CategoryFilters/CategoryFilters';
import { MappingProgressBadge } from '../components/MappingProgressBadge';
import { usePartnerMappingProgress } from '../../mapping-progress/queries';
import { partnerCategoryList, useConfidentCategoryCount, usePimCategories } from '../queries';
import { CategoryAcceptReview } from '../components/CategoryAcceptReview';
import { displayPath } from '../../suggestions/SuggestionParts';
import { useAcceptOne } from '../../suggestions/use-accept-one';
import { categoriesSearch } from '../urls';

/**
 * /partners/{id}/categories (SPEC §2 Partner categories): the partner's frame with the share left
 * to map and "Accept N confident" (the review list), the filter bar, the paged table with each
 * row's suggestion and its one-click accept, and the mapping modal (`dialog=edit&id=` in the URL).
 */
export function PartnerCategoriesPage() {
  const { t, i18n } = useTranslation('suggestions');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const resource = useMemo(() => partnerCategoryList(id), [id]);
  const { url, table } = useListScreen(resource, categoriesSearch);
  const pimCategories = usePimCategories();
  const progress = usePartnerMappingProgress(id);
  const { search } = url;
  const confident = useConfidentCategoryCount(id);
  const [reviewing, setReviewing] = useState(false);
  const acceptOne = useAcceptOne('partner-categories', id);
  const pimOptions = useMemo(
    () => pimCategories.data?.map((c) => ({ value: c.code, label: c.path })),
    [pimCategories.data],
  );

  return (
    <PartnerFrame
      route="partnerCategories"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(next) => navigate(pathTo(next, { id }))}
      actions={
        <Group gap="sm">
          <MappingProgressBadge progress={progress} />
          {confident !== undefined && (
            <Button
              leftSection={<IconChecks size={16} />}
              disabled={confident === 0}
              onClick={() => setReviewing(true)}
            >
              {t('acceptConfident', { count: confident, n: numberFormat(i18n.language).format(confident) })}
            </Button>
          )}
        </Group>
      }
    >
      <CategoryFilters
        values={{
          name: search.name,
          pimCategoryCode: search.pimCategoryCode,
          isMapped: search.isMapped,
          exportAll: search.exportAll,
          hideEmpty: search.hideEmpty,
          suggested: search.suggested,
        }}
        pimCategories={pimOptions}
        onSearch={(filters) => url.update({ ...filters, page: 1 })}
      />
      <CategoriesTable
        {...table}
        onEdit={(row) => url.openDialog(row.id)}
        onAccept={(row) => acceptOne.accept(row, displayPath(row.path))}
        acceptingId={acceptOne.acceptingId}
      />
      {reviewing && <CategoryAcceptReview partnerId={id} onClose={() => setReviewing(false)} />}
      <CategoryMappingModal
        categoryId={search.dialog === 'edit' && search.id ? search.id : null}
        partnerId={id}
        onClose={url.closeDialog}
      />
    </PartnerFrame>
  );
}
