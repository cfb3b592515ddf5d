import type { AdminSignUps } from '@ccp/contracts';
import { useNavigate } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const NAVY = '#0b2545';
const TEAL = '#14b8a6';
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Weekly sign-ups, direct and invited stacked (the figures are in the chart's label and the KPI cards). */
export function SignUpsChart({ weeks }: { weeks: AdminSignUps['weeks'] }) {
  const data = weeks.map((w) => ({
    week: shortDate.format(new Date(`${w.weekStart}T00:00:00Z`)),
    'Direct sign-ups': w.direct,
    'Invited families': w.invited,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="week" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} width={32} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="Direct sign-ups" stackId="s" fill={NAVY} />
        <Bar dataKey="Invited families" stackId="s" fill={TEAL} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Direct sign-ups against invited families; a slice opens the families list with that filter. */
export function DirectInvitedChart({ direct, invited }: { direct: number; invited: number }) {
  const navigate = useNavigate();
  const data = [
    { name: 'Direct sign-ups', value: direct, to: '/admin/families?directSignUp=1', fill: NAVY },
    { name: 'Invited families', value: invited, to: '/admin/families?directSignUp=0', fill: TEAL },
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="55%"
          outerRadius="85%"
          paddingAngle={2}
          onClick={(entry: { payload?: { to?: string } }) => entry.payload?.to && navigate(entry.payload.to)}
          className="cursor-pointer"
        >
          {data.map((d) => (
            <Cell key={d.name} fill={d.fill} />
          ))}
        </Pie>
        <Tooltip />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** Families per state, most first; a bar opens the families list of that state. */
export function StatesChart({ states }: { states: { state: string; count: number }[] }) {
  const navigate = useNavigate();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={states} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
        <YAxis type="category" dataKey="state" width={36} tick={{ fontSize: 12, fill: '#475569' }} />
        <Tooltip />
        <Bar
          dataKey="count"
          name="Families"
          fill={NAVY}
          radius={[0, 4, 4, 0]}
          className="cursor-pointer"
          onClick={(entry: { state?: string; payload?: { state?: string } }) => {
            const state = entry.payload?.state ?? entry.state;
            if (state) navigate(`/admin/families?state=${state}`);
          }}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
