import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '@feedhub/contracts';
import { toastError } from '@feedhub/ui';
import { useAuth } from '../auth/auth-store';

/** The route guard (SPEC §2): the route's permission (its name, unless it names another); refused → danger toast and back to /. */
export function Guarded({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation('ui');
  const { user } = useAuth();
  const navigate = useNavigate();
  const allowed = hasPermission(user, name);
  useEffect(() => {
    if (!allowed) {
      toastError(t('errors.permissionDenied'));
      navigate('/', { replace: true });
    }
  }, [allowed, navigate, t]);
  return allowed ? children : null;
}
