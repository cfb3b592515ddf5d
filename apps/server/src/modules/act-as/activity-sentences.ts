/* The activity log in sentences, built on the server from the stored row (docs/decisions/0030). */
import type { ActivityItem } from '@ccp/contracts';
import type { ActivityRow } from './act-as.repository';

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** Who the reader is: the family reads "your financial agent"; an admin reads the log about any family. */
export type Audience = 'family' | 'admin';

function who(row: ActivityRow, audience: Audience): string {
  if (audience === 'family') {
    return `${row.actorName}, ${row.actorRole === 'admin' ? 'an administrator' : 'your financial agent'},`;
  }
  return `${row.actorName} (${row.actorRole === 'admin' ? 'administrator' : 'financial agent'})`;
}

function familyWord(row: ActivityRow, audience: Audience) {
  return audience === 'family' ? 'your family' : row.familyName;
}

function where(row: ActivityRow, audience: Audience): string {
  if (row.versionName) return `in the case study '${row.versionName}'`;
  return audience === 'family' ? 'in your family profile' : `in the family profile of ${row.familyName}`;
}

const END_REASONS: Record<string, string> = {
  back: 'stopped acting as',
  switched: 'switched from',
  'sign-out': 'signed out while acting as',
  expired: 'was signed out after a period without activity while acting as',
  'staff-access-ended': 'was signed out, their own account suspended or changed, while acting as',
  'family-access-ended': 'was signed out, no longer allowed to act for the family, while acting as',
};

const HELP_ACTIONS: Record<string, string> = {
  'help.message': 'answered',
  'help.resolve': 'marked resolved',
  'help.reopen': 'reopened',
};

/** What a write without field changes did, by its action. */
const ACTIONS: Record<string, string> = {
  'parent.create': 'added a parent',
  'parent.delete': 'removed a parent',
  'student.create': 'added a student',
  'student.delete': 'removed a student',
  'favourite.create': 'added a favorite college',
  'favourite.delete': 'removed a favorite college',
  'favourite.add': 'added a favorite college',
  'favourite.remove': 'removed a favorite college',
  'onboarding.complete': 'finished the onboarding',
  'onboarding.progress': 'saved the onboarding progress',
  'help.request': 'asked for help',
  'element.hide': 'closed a tip',
  'element.show': 'showed a tip again',
  'plan.update': 'changed the plan’s assumptions',
  'funding.update': 'changed how your family pays (the funding plan’s choices)',
  'aid-offer.create': 'added an aid offer',
  'aid-offer.update': 'changed an aid offer',
  'aid-offer.delete': 'removed an aid offer',
  'aid-offer.appeal': 'wrote the changed circumstances of an appeal letter',
};

export function activitySentences(row: ActivityRow, audience: Audience): string[] {
  const on = `on ${when.format(row.createdAt)}`;
  const actor = who(row, audience);
  const family = familyWord(row, audience);
  if (row.action === 'session.start') return [`${actor} started acting as ${family} ${on}.`];
  if (row.action === 'session.end') {
    return [`${actor} ${END_REASONS[row.note ?? ''] ?? 'stopped acting as'} ${family} ${on}.`];
  }
  // A case study's own life: created (from the family profile or another case study) and deleted.
  if (row.action === 'case-study.create')
    return [`${actor} created the case study '${row.versionName}' ${on}.`];
  if (row.action === 'case-study.delete')
    return [`${actor} deleted the case study '${row.versionName}' ${on}.`];
  // A help thread (docs/decisions/0060): staff answer from their own portal, not in a profile.
  const help = HELP_ACTIONS[row.action];
  if (help)
    return [`${actor} ${help} ${audience === 'family' ? 'your' : `${row.familyName}'s`} help request ${on}.`];
  const place = where(row, audience);
  if (row.changes.length > 0) {
    return row.changes.map(
      (c) => `${actor} changed ${c.subject}'s ${c.field} from ${c.from} to ${c.to} ${place} ${on}.`,
    );
  }
  // A case study's edits read as the profile's: 'case-study.parent.create' is 'added a parent' in the case study.
  const action = row.action.replace(/^case-study\./, '');
  const did = ACTIONS[action] ?? `made a change (${action.replace('.', ' ')})`;
  const what = row.note ? ` (${row.note})` : '';
  return [`${actor} ${did}${what} ${place} ${on}.`];
}

export function toActivityItem(row: ActivityRow, audience: Audience): ActivityItem {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    familyId: row.familyId,
    familyName: row.familyName,
    actor: { id: row.actorUserId, name: row.actorName, role: row.actorRole },
    action: row.action,
    where: row.versionName ?? 'Family Profile',
    sentences: activitySentences(row, audience),
  };
}
