import { FAMILY_FIELDS, PARENT_FIELDS, STUDENT_FIELDS } from '../../../domains/family/profile/family-fields';

const OTHER_LABELS: Record<string, string> = {
  hasLifeInsuranceAccount: FAMILY_FIELDS.hasLifeInsuranceAccount.label,
  hasRothIRA: FAMILY_FIELDS.hasRothIRA.label,
  hasIRA: FAMILY_FIELDS.hasIRA.label,
  has401k: 'Retirement accounts',
};

function labelIn(table: Record<string, { label: string }>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key]?.label : undefined;
}

/** Words a person reads, from the engine's field path: "parents[0].maritalStatus" → "Parent 1: Marital status". */
export function profileFieldLabel(field: string, parentNames: readonly string[] = []): string {
  const parent = /^parents\[(\d+)\]\.(\w+)$/.exec(field);
  if (parent) {
    const index = Number(parent[1]);
    const who = parentNames[index]?.trim() || `Parent ${index + 1}`;
    return `${who}: ${labelIn(PARENT_FIELDS, parent[2] ?? '') ?? 'an answer'}`;
  }
  const student = /^student\.(\w+)$/.exec(field);
  if (student) return labelIn(STUDENT_FIELDS, student[1] ?? '') ?? 'The student’s answer';
  return labelIn(FAMILY_FIELDS, field) ?? OTHER_LABELS[field] ?? 'Household answer';
}
