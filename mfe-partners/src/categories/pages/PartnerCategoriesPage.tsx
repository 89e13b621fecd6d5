import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useListScreen } from '@feedhub/api-client';
import { useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { CategoryMappingModal } from './CategoryMappingModal';
import { CategoriesTable } from '../components/CategoriesTable/CategoriesTable';
import { CategoryFilters } from '../components/CategoryFilters/CategoryFilters';
import { MappingProgressBadge } from '../components/MappingProgressBadge';
import { usePartnerMappingProgress } from '../../mapping-progress/queries';
import { partnerCategoryList, usePimCategories } from '../queries';
import { categoriesSearch } from '../urls';

/**
 * /partners/{id}/categories (SPEC §2 Partner categories): the partner's frame with the share left
 * to map, the filter bar, the paged table and the mapping modal (`dialog=edit&id=` in the URL).
 */
export function PartnerCategoriesPage() {
  useTranslation('categories');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const resource = useMemo(() => partnerCategoryList(id), [id]);
  const { url, table } = useListScreen(resource, categoriesSearch);
  const pimCategories = usePimCategories();
  const progress = usePartnerMappingProgress(id);
  const { search } = url;
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
      actions={<MappingProgressBadge progress={progress} />}
    >
      <CategoryFilters
        values={{
          name: search.name,
          pimCategoryCode: search.pimCategoryCode,
          isMapped: search.isMapped,
          exportAll: search.exportAll,
          hideEmpty: search.hideEmpty,
        }}
        pimCategories={pimOptions}
        onSearch={(filters) => url.update({ ...filters, page: 1 })}
      />
      <CategoriesTable {...table} onEdit={(row) => url.openDialog(row.id)} />
      <CategoryMappingModal
        categoryId={search.dialog === 'edit' && search.id ? search.id : null}
        partnerId={id}
        onClose={url.closeDialog}
      />
    </PartnerFrame>
  );
}
