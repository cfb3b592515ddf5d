import { PersonNameSchema } from '@ccp/contracts/common';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { FormProvider } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { type HouseholdDraft, householdDraft, householdRequest } from '../../../lib/family-drafts';
import { HouseholdSelect } from '../../../lib/family-form-fields';
import { useFamilyProfileWrites } from '../../../lib/family-profile';
import { validateHousehold } from '../../../lib/family-validation';
import { AutosaveBar, SectionCard } from './section-card';
import { changedAnswers, useSectionForm } from './use-section-form';

const FIELDS = [
  'state',
  'familyMembersCount',
  'familyMembersInCollege',
  'childrenUnder17',
  'filingStatus',
] as const;

export function HouseholdSection({ profile }: { profile: FamilyProfile }) {
  const writes = useFamilyProfileWrites();
  const section = useSectionForm<{ name: string; household: HouseholdDraft }>({
    profile,
    toValues: (p) => ({ name: p.name, household: householdDraft(p) }),
    validate: (v) => {
      const name = PersonNameSchema.safeParse(v.name);
      return {
        ...(name.success ? {} : { name: name.error.issues[0]?.message ?? 'Enter a name.' }),
        ...validateHousehold(v.household, FIELDS),
      };
    },
    save: (v, base, version) =>
      writes.updateProfile.mutateAsync({
        ...changedAnswers(
          { name: v.name.trim(), ...householdRequest(v.household) },
          { name: base.name.trim(), ...householdRequest(base.household) },
        ),
        version,
      }),
    fields: ['name', ...FIELDS.map((f) => `household.${f}` as const)],
    rename: Object.fromEntries(FIELDS.map((f) => [f, `household.${f}` as const])),
  });
  return (
    <SectionCard
      id="household"
      title="Household"
      description="Where you live and who lives with you set the living allowance the formula protects."
    >
      <FormProvider {...section.form}>
        <form {...section.formProps} aria-label="Household">
          <div className="grid gap-5 md:grid-cols-2">
            <FormTextField
              name="name"
              label="Family name"
              hint="How we greet you and how your advisor sees you."
            />
            <TextField label="Email" value={profile.email} readOnly hint="The address you sign in with." />
            <HouseholdSelect name="state" />
            <HouseholdSelect name="familyMembersCount" />
            <HouseholdSelect name="familyMembersInCollege" />
            <HouseholdSelect name="childrenUnder17" />
          </div>
          <AutosaveBar
            status={section.status}
            problem={section.problem}
            savedSai={section.savedSai}
            conflict={section.conflict}
            onKeepMine={section.keepMine}
            onTakeCurrent={section.takeCurrent}
          />
        </form>
      </FormProvider>
    </SectionCard>
  );
}
