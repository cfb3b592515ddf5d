import type { AdminAggregates, AdminSignUps } from '@ccp/contracts';
import { SIGN_UP_WEEKS } from '@ccp/contracts';
import type { Db } from '@ccp/db';
import { schema } from '@ccp/db';
import * as repo from './admin-aggregates.repository';

const LATEST_FAMILIES = 5;

/** The change of the last 30 days against the 30 days before, in percent to one decimal; null when there were none before. */
export function trendPercentage(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The admin dashboard's figures (docs/product-spec.md §3 Admin aggregates), all from SQL aggregates. */
export async function getAggregates(db: Db): Promise<AdminAggregates> {
  const [families, agents, professionals, byState, latest] = await Promise.all([
    repo.familyCounts(db),
    repo.staffCounts(db, schema.agents),
    repo.staffCounts(db, schema.admissionProfessionals),
    repo.familiesByState(db),
    repo.latestFamilies(db, LATEST_FAMILIES),
  ]);
  return {
    agents: { total: agents.total, percentage: trendPercentage(agents.count30days, agents.previous30days) },
    families: {
      total: families.total,
      percentage: trendPercentage(families.count30days, families.previous30days),
      count30days: families.count30days,
      count60days: families.count60days,
      today: families.today,
      directSignUp: families.directSignUp,
      byState,
    },
    admissionProfessionals: {
      total: professionals.total,
      percentage: trendPercentage(professionals.count30days, professionals.previous30days),
    },
    latestFamilies: latest.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
  };
}

/** Weekly sign-ups for the dashboard chart, with the weeks without any sign-up filled in as zero. */
export async function getSignUps(db: Db, now: Date = new Date()): Promise<AdminSignUps> {
  const rows = await repo.signUpsByWeek(db, SIGN_UP_WEEKS);
  const byWeek = new Map(rows.map((r) => [r.weekStart, r]));
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weeks: AdminSignUps['weeks'] = [];
  for (let i = SIGN_UP_WEEKS - 1; i >= 0; i -= 1) {
    const start = new Date(monday);
    start.setUTCDate(monday.getUTCDate() - i * 7);
    const key = start.toISOString().slice(0, 10);
    const row = byWeek.get(key);
    weeks.push({ weekStart: key, direct: row?.direct ?? 0, invited: row?.invited ?? 0 });
  }
  return { weeks };
}
