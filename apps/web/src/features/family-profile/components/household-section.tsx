import type { FamilyProfile, UpdateFamilyProfileRequest } from '@ccp/contracts/family-profile-types';
import { FormTextField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { type HouseholdDraft, householdDraft } from '../../../domains/family/profile/family-drafts';
import { HouseholdSelect } from '../../../domains/family/profile/family-form-fields';
import { useFamilyProfileWrites } from '../../../domains/family/profile/family-profile';
import { HouseholdFormSchema } from '../../../domains/family/profile/family-validation';
import { readWithSchema } from '../../../lib/form-errors';
import { AutosaveSection } from './section-card';
import { changedOnly, useSectionForm } from './use-section-form';

/** The form's answers: the request's field names, as typed (the schema reads them into the request). */
type HouseholdValues = { name: string } & HouseholdDraft;
const FIELDS = [
  'name',
  'state',
  'familyMembersCount',
  'familyMembersInCollege',
  'childrenUnder17',
  'filingStatus',
] as const;

/**
 * The request of the answers: read with the schema. An answer left empty that the schema refuses (a family name
 * erased) waits in the form as every unanswered question does, and is sent as typed should it be saved with the
 * others, so the server says what is wrong with it.
 */
function householdRequest(values: HouseholdValues): UpdateFamilyProfileRequest {
  const { body } = readWithSchema(HouseholdFormSchema, values);
  if (body) return body;
  const shape = HouseholdFormSchema.shape;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const read = shape[key as keyof typeof shape]?.safeParse(value);
      return [key, read?.success ? read.data : value];
    }),
  ) as UpdateFamilyProfileRequest;
}

export function HouseholdSection({ profile }: { profile: FamilyProfile }) {
  const writes = useFamilyProfileWrites();
  const section = useSectionForm<HouseholdValues>({
    profile,
    toValues: (p) => ({ name: p.name, ...householdDraft(p) }),
    schema: HouseholdFormSchema,
    save: (values, base, version) =>
      writes.updateProfile.mutateAsync({ ...changedOnly(householdRequest(values), values, base), version }),
    fields: FIELDS,
  });
  return (
    <AutosaveSection
      id="household"
      title="Household"
      description="Where you live and who lives with you set the living allowance the formula protects."
      section={section}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <FormTextField
          name="name"
          label="Family name"
          hint="How we greet you and how your advisor sees you."
        />
        <TextField label="Email" value={profile.email} readOnly hint="The address you sign in with." />
        <HouseholdSelect name="state" at="" />
        <HouseholdSelect name="familyMembersCount" at="" />
        <HouseholdSelect name="familyMembersInCollege" at="" />
        <HouseholdSelect name="childrenUnder17" at="" />
      </div>
    </AutosaveSection>
  );
}
