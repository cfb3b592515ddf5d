import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { FormTextField } from '../../../components/ui/form-fields';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { ZipFormSchema } from '../../../domains/family/profile/family-validation';
import { AutosaveSection } from './section-card';
import { useSectionForm } from './use-section-form';

/** The family's home ZIP code: the college search measures each college's distance from it. */
export function HomeZipSection({ profile }: { profile: FamilyProfile }) {
  const writes = useFamilyProfileWrites();
  const section = useSectionForm<{ zip: string }>({
    profile,
    toValues: (p) => ({ zip: p.zip ?? '' }),
    schema: ZipFormSchema,
    save: ({ zip }, _base, version) =>
      writes.updateProfile.mutateAsync({ zip: zip.trim() === '' ? null : zip.trim(), version }),
    fields: ['zip'],
  });

  return (
    <AutosaveSection
      id="home-zip"
      title="Home ZIP code"
      description="College search shows how far each college is from home, and can keep to colleges within a distance."
      section={section}
    >
      <div className="max-w-xs">
        <FormTextField
          name="zip"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          hint="Five digits. Leave it empty to show no distances."
        />
      </div>
    </AutosaveSection>
  );
}
