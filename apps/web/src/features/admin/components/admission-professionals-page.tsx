import { StaffPage } from './staff-page';

/** /admin/admission-professionals: admission professionals and their pending invitations, one list. */
export function AdmissionProfessionalsPage() {
  return <StaffPage kind="professional" />;
}
