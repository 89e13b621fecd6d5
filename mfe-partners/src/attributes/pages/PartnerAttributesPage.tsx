import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useListScreen, type Query } from '@feedhub/api-client';
import { useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { AttributeMappingModal } from './AttributeMappingModal';
import { AttributesFilter } from '../components/AttributesFilter/AttributesFilter';
import { AttributesTable } from '../components/AttributesTable/AttributesTable';
import { partnerAttributes, useAttributeTypes, withPartner } from '../queries';
import { attributesSearch, type AttributeFilterValues } from '../urls';

/**
 * /partners/{id}/attributes (SPEC §2 Partner attributes): the filter bar, the paged attributes table
 * and the attribute mapping modal, all in the URL (filters, page, sort, `dialog=edit&id=`).
 */
export function PartnerAttributesPage() {
  useTranslation('mapping');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  // The list is always the route partner's.
  const resource = useMemo(
    () => ({ useList: (query: Query) => partnerAttributes.useList(withPartner(query, id)) }),
    [id],
  );
  const { url, table } = useListScreen(resource, attributesSearch);
  const types = useAttributeTypes();
  const { name, type, isMapped, dialog, id: attributeId } = url.search;
  const filter = useMemo(() => ({ name, type, isMapped }), [name, type, isMapped]);

  return (
    <PartnerFrame
      route="partnerAttributes"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(route) => navigate(pathTo(route, { id }))}
    >
      <AttributesFilter
        values={filter}
        types={types.data}
        onSearch={(values: AttributeFilterValues) => url.update({ ...values, page: 1 })}
      />
      <AttributesTable {...table} onEdit={(attribute) => url.openDialog(attribute.id)} />
      <AttributeMappingModal
        attributeId={dialog === 'edit' && attributeId ? attributeId : null}
        partnerId={id}
        onClose={url.closeDialog}
      />
    </PartnerFrame>
  );
}
