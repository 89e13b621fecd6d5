import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useListScreen, type Query } from '@feedhub/api-client';
import { numberFormat, useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { AttributeMappingModal } from './AttributeMappingModal';
import { AttributesFilter } from '../components/AttributesFilter/AttributesFilter';
import { AttributesTable } from '../components/AttributesTable/AttributesTable';
import { AttributeAcceptReview } from '../components/AttributeAcceptReview';
import { partnerAttributes, useAttributeTypes, useConfidentAttributeCount, withPartner } from '../queries';
import { useAcceptOne } from '../../suggestions/use-accept-one';
import { attributesSearch, type AttributeFilterValues } from '../urls';

/**
 * /partners/{id}/attributes (SPEC §2 Partner attributes): "Accept N confident" (the review list), the
 * filter bar, the paged attributes table with each row's suggestion and its one-click accept, and the
 * attribute mapping modal, in the URL (filters, page, sort, `dialog=edit&id=`).
 */
export function PartnerAttributesPage() {
  const { t, i18n } = useTranslation('suggestions');
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
  const { name, type, isMapped, suggested, dialog, id: attributeId } = url.search;
  const filter = useMemo(() => ({ name, type, isMapped, suggested }), [name, type, isMapped, suggested]);
  const confident = useConfidentAttributeCount(id);
  const [reviewing, setReviewing] = useState(false);
  const acceptOne = useAcceptOne('partner-attributes', id);

  return (
    <PartnerFrame
      route="partnerAttributes"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(route) => navigate(pathTo(route, { id }))}
      actions={
        confident !== undefined && (
          <Button
            leftSection={<IconChecks size={16} />}
            disabled={confident === 0}
            onClick={() => setReviewing(true)}
          >
            {t('acceptConfident', { count: confident, n: numberFormat(i18n.language).format(confident) })}
          </Button>
        )
      }
    >
      <AttributesFilter
        values={filter}
        types={types.data}
        onSearch={(values: AttributeFilterValues) => url.update({ ...values, page: 1 })}
      />
      <AttributesTable
        {...table}
        onEdit={(attribute) => url.openDialog(attribute.id)}
        onAccept={(attribute) => acceptOne.accept(attribute, attribute.code)}
        acceptingId={acceptOne.acceptingId}
      />
      {reviewing && <AttributeAcceptReview partnerId={id} onClose={() => setReviewing(false)} />}
      <AttributeMappingModal
        attributeId={dialog === 'edit' && attributeId ? attributeId : null}
        partnerId={id}
        onClose={url.closeDialog}
      />
    </PartnerFrame>
  );
}
