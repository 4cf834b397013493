import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Role } from '#shared/constants.ts';
import { isApiError } from './api-client.ts';
import { LOGIN_PATH } from './paths.ts';
import { useLogout } from './session.ts';

/**
 * 'Abmelden' wherever it is offered (dashboard header, account menu): spec 1 §6 / spec 2 §2
 * toasts, then the role's login page.
 */
export function useSignOut(role: Role) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();

  async function signOut() {
    try {
      await logout.mutateAsync();
      toast.success(t('auth.logout.success'));
      void navigate(LOGIN_PATH[role], { replace: true });
    } catch (error) {
      toast.error(t('auth.logout.failed'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  }

  return { signOut, pending: logout.isPending };
}
