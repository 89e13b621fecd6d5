import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { FullPageLoader, useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from './PartnerFrame';
import { PartnerForm } from '../forms/PartnerForm';
import { usePartner } from '../queries';
import { usePartnerFormScreen } from './use-partner-form-screen';
import { useFormGeneration } from './use-form-generation';

/** The partner of a partner route (`:id`); a failed load goes back to the partners list (SPEC §8). */
export function useRoutePartner() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const partner = usePartner(id);
  useEffect(() => {
    if (partner.isError) navigate(pathTo('partners'), { replace: true });
  }, [partner.isError, navigate]);
  return { id, partner };
}

/** /partners/{id}/edit: the partner form; Save stays, Cancel reloads the partner (SPEC §2). */
export function PartnerEditPage() {
  useTranslation('partners');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const { classes, queues, save, preview, serverErrors, reset } = usePartnerFormScreen();
  const formKey = useFormGeneration(partner.dataUpdatedAt);

  return (
    <PartnerFrame
      route="partnerEdit"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(route) => navigate(pathTo(route, { id }))}
    >
      {partner.data ? (
        <PartnerForm
          // new server data (after a save or Cancel's reload) starts the form again from it; a language
          // switch's refetch does not (what the user typed stays)
          key={formKey}
          partner={partner.data}
          classes={classes.data}
          queues={queues.data}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSubmit={(values) => save.mutate(values)}
          onCancel={() => {
            reset();
            void partner.refetch();
          }}
          onPreview={(request) => preview.mutate(request)}
          previewing={preview.isPending}
          preview={preview.data}
        />
      ) : (
        <FullPageLoader />
      )}
    </PartnerFrame>
  );
}
