import type { ReactNode } from 'react';
import { permissionRefusal } from '@bb/shared/staff-roles';
import { AccessDeniedCard } from '../../components/auth/AccessDenied';
import { useStaffAccess } from '../../components/auth/staffAccess';
import { PrivatePageMeta } from '../../components/PageMeta';
import type { PagePermission } from './adminPages';

/**
 * An admin page for those whose roles open it (`needs`, any of several); to other staff, the
 * Access Denied card naming the role that would be needed (a deep link, an old bookmark). The page's
 * code and data are not asked for then: the server would refuse them anyway.
 */
export function PagePermissionGate({
  needs,
  children,
}: {
  needs: PagePermission;
  children: ReactNode;
}) {
  const { can } = useStaffAccess();
  if (can(needs)) return <>{children}</>;
  const refusal = permissionRefusal(needs);
  return (
    <>
      <PrivatePageMeta title="Access Denied" description={refusal} />
      <AccessDeniedCard refusal={refusal} dashboard="/admin" />
    </>
  );
}
