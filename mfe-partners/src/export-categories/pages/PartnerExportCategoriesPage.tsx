import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '@feedhub/api-client';
import { officeDay } from '@feedhub/i18n';
import { useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { ExportCategoriesForm } from '../components/ExportCategoriesForm/ExportCategoriesForm';
import { useExportNewCategories } from '../queries';

/** Days back the picker starts at: the categories of the last week. */
const DEFAULT_DAYS_BACK = 7;
const DAY_MS = 86_400_000;

/** /partners/{id}/export-categories (SPEC §2 Partner export categories): a date and Export. */
export function PartnerExportCategoriesPage() {
  useTranslation('categories');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const exporting = useExportNewCategories();
  // The office's day a week ago: the server reads the date as the office's day too.
  const weekAgo = officeDay(new Date(Date.now() - DEFAULT_DAYS_BACK * DAY_MS));
  return (
    <PartnerFrame
      route="partnerExportCategories"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(next) => navigate(pathTo(next, { id }))}
    >
      <ExportCategoriesForm
        initialDate={weekAgo}
        exporting={exporting.isPending}
        dateError={fieldErrorsOf(exporting.error)?.date?.join(' ')}
        onExport={(date) => exporting.mutate({ date, partnerId: id })}
        onDateChange={() => exporting.reset()}
      />
    </PartnerFrame>
  );
}
