import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import type { StaffKind } from '../../features/staff-profile/api/staff-profile-api';
import { StaffProfilePage } from '../../features/staff-profile/components/staff-profile-page';

/** /admin/profile, /agent/profile, /admission-professional/profile: profile details plus change password. */
export function StaffProfileRoute({ kind }: { kind: StaffKind }) {
  return (
    <StaffProfilePage kind={kind}>
      <ChangePasswordForm />
    </StaffProfilePage>
  );
}
