import { filingAwardYear, saiRuleRates, tablesForAwardYear } from '@ccp/aid-engine';
import type { NextStep } from '@ccp/contracts';
import type {
  FamilyRow,
  HelpRequestRow,
  ParentRow,
  StudentRow,
} from '../family-profile/family-profile.repository';

export interface NextStepFacts {
  family: FamilyRow;
  parents: ParentRow[];
  students: StudentRow[];
  favourites: Map<string, number>;
  help: HelpRequestRow | undefined;
  /** Award year of the first student, e.g. '2027-28'. */
  awardYear: string | null;
  today: Date;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** What the family can do next, in order, each with where to do it; done ones stay listed as done. */
export function nextSteps(f: NextStepFacts): NextStep[] {
  const steps: NextStep[] = [];
  const couple = f.parents.some((p) => p.maritalStatus === 'married' || p.maritalStatus === 'remarried');
  if (couple && f.parents.length < 2) {
    steps.push({
      key: 'second-parent',
      title: 'Add the second parent',
      description:
        'Your profile says the parents are married, but only one is entered. The FAFSA counts both parents’ income, so your SAI may be too low until the other parent is added.',
      href: '/family/profile',
      action: 'Open your profile',
      done: false,
    });
  }
  const withoutColleges = f.students.filter((s) => (f.favourites.get(s.id) ?? 0) === 0);
  steps.push({
    key: 'save-colleges',
    title: 'Save colleges for each student',
    description:
      withoutColleges.length === 0
        ? 'Every student has saved colleges: compare their costs below.'
        : `Search colleges by what they would cost you and save a few for ${withoutColleges.map((s) => s.name).join(', ')}.`,
    href: '/family/college/search',
    action: 'Search colleges',
    done: f.students.length > 0 && withoutColleges.length === 0,
  });
  steps.push({
    key: 'read-sai',
    title: 'Understand your SAI',
    description: 'See how the federal formula reached your number and which changes would lower it.',
    href: '/family/federal-sai',
    action: 'See your SAI',
    done: false,
  });
  const studentMoney = f.students.reduce((sum, s) => sum + (s.savingsAmount ?? 0) + (s.utmaAmount ?? 0), 0);
  if (studentMoney > 0) {
    // The rates of the student's award year (the year families file now when it has no tables).
    const rates = saiRuleRates(
      f.awardYear && tablesForAwardYear(f.awardYear) ? f.awardYear : filingAwardYear(f.today),
    );
    steps.push({
      key: 'student-assets',
      title: 'Look at the students’ own savings',
      description: `The FAFSA counts ${rates.studentAssetPercent}% of a student’s savings but at most about ${rates.parentAssetTopPercent}% of the parents’. See on the SAI page what moving them into a parent-owned 529 would change.`,
      href: '/family/federal-sai',
      action: 'Compare',
      done: false,
    });
  }
  if (f.awardYear) {
    const start = Number(f.awardYear.slice(0, 4));
    const opens = new Date(Date.UTC(start - 1, 9, 1));
    const open = f.today >= opens;
    steps.push({
      key: 'fafsa',
      title: open ? `File the ${f.awardYear} FAFSA` : `Get ready for the ${f.awardYear} FAFSA`,
      description: open
        ? `The ${f.awardYear} FAFSA is open. Many colleges and states give aid first come, first served: file early, with your ${start - 2} tax return.`
        : `It opens on ${MONTHS[opens.getUTCMonth()]} 1, ${opens.getUTCFullYear()}, and reads your ${start - 2} tax return. Our timeline lists what to prepare.`,
      href: '/family/resources#fafsa-css-timeline',
      action: 'Read the timeline',
      done: false,
    });
  }
  steps.push({
    key: 'advisor',
    title: f.help ? 'An advisor will contact you' : 'Talk to an advisor',
    description: f.help
      ? `You asked for help on ${f.help.createdAt.toISOString().slice(0, 10)}. Expect an email within two business days.`
      : 'An advisor can check your answers, explain your SAI and help you plan what to pay.',
    href: '/family/overview#request-help',
    action: f.help ? 'Requested' : 'Request help',
    done: Boolean(f.help),
  });
  return steps;
}
