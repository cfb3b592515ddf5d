import { PersonNameSchema } from '@ccp/contracts/common';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { FormProvider } from 'react-hook-form';
import { FormSelect, FormTextField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { type HouseholdDraft, householdDraft, householdRequest } from '../../../lib/family-drafts';
import { FAMILY_FIELDS, FILING_STATUS_OPTIONS, STATE_OPTIONS } from '../../../lib/family-fields';
import { useFamilyProfileWrites } from '../../../lib/family-profile';
import { validateHousehold } from '../../../lib/family-validation';
import { SaveBar, SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

const COUNT_OPTIONS = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const IN_COLLEGE_OPTIONS = Array.from({ length: 5 }, (_, i) => ({ value: String(i), label: String(i) }));
const FIELDS = ['state', 'familyMembersCount', 'familyMembersInCollege', 'filingStatus'] as const;

export function HouseholdSection({ profile }: { profile: FamilyProfile }) {
  const writes = useFamilyProfileWrites();
  const { form, onSubmit, problem, reset } = useSectionForm<{ name: string; household: HouseholdDraft }>({
    values: { name: profile.name, household: householdDraft(profile) },
    validate: (v) => {
      const name = PersonNameSchema.safeParse(v.name);
      return {
        ...(name.success ? {} : { name: name.error.issues[0]?.message ?? 'Enter a name.' }),
        ...validateHousehold(v.household, FIELDS),
      };
    },
    save: (v) => writes.updateProfile.mutateAsync({ name: v.name.trim(), ...householdRequest(v.household) }),
    fields: ['name', ...FIELDS.map((f) => `household.${f}` as const)],
    rename: Object.fromEntries(FIELDS.map((f) => [f, `household.${f}` as const])),
  });
  return (
    <SectionCard
      id="household"
      title="Household"
      description="Where you live and who lives with you set the living allowance the formula protects."
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <div className="grid gap-5 md:grid-cols-2">
            <FormTextField
              name="name"
              label="Family name"
              hint="How we greet you and how your advisor sees you."
            />
            <TextField label="Email" value={profile.email} readOnly hint="The address you sign in with." />
            <FormSelect
              name="household.state"
              label={FAMILY_FIELDS.state.label}
              hint={FAMILY_FIELDS.state.help}
              options={STATE_OPTIONS}
              placeholder="Choose a state"
            />
            <FormSelect
              name="household.filingStatus"
              label={FAMILY_FIELDS.filingStatus.label}
              hint={FAMILY_FIELDS.filingStatus.help}
              options={FILING_STATUS_OPTIONS}
              placeholder="Choose"
            />
            <FormSelect
              name="household.familyMembersCount"
              label={FAMILY_FIELDS.familyMembersCount.label}
              hint={FAMILY_FIELDS.familyMembersCount.help}
              options={COUNT_OPTIONS}
              placeholder="Choose"
            />
            <FormSelect
              name="household.familyMembersInCollege"
              label={FAMILY_FIELDS.familyMembersInCollege.label}
              hint={FAMILY_FIELDS.familyMembersInCollege.help}
              options={IN_COLLEGE_OPTIONS}
              placeholder="Choose"
            />
          </div>
          <SaveBar
            dirty={form.formState.isDirty}
            busy={form.formState.isSubmitting}
            problem={problem}
            onReset={reset}
          />
        </form>
      </FormProvider>
    </SectionCard>
  );
}
