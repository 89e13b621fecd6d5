import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '@feedhub/api-client';
import { useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/components/PartnerFrame/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { ExportCategoriesForm } from '../components/ExportCategoriesForm/ExportCategoriesForm';
import { useExportNewCategories } from '../queries';

/** Days back the picker starts at: the categories of the last week. */
const DEFAULT_DAYS_BACK = 7;

/** A day as YYYY-MM-DD in the browser's time zone. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** /partners/{id}/export-categories (SPEC §2 Partner export categories): a date and Export. */
export function PartnerExportCategoriesPage() {
  useTranslation('categories');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const exporting = useExportNewCategories();
  const weekAgo = new Date();
  weekAgo.setDate(weekAgo.getDate() - DEFAULT_DAYS_BACK);
  return (
    <PartnerFrame
      route="partnerExportCategories"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(next) => navigate(pathTo(next, { id }))}
    >
      <ExportCategoriesForm
        initialDate={isoDay(weekAgo)}
        exporting={exporting.isPending}
        dateError={fieldErrorsOf(exporting.error)?.date?.join(' ')}
        onExport={(date) => exporting.mutate({ date, partnerId: id })}
        onDateChange={() => exporting.reset()}
      />
    </PartnerFrame>
  );
}
