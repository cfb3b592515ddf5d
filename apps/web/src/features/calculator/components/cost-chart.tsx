import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../lib/format';

export interface CostChartYear {
  year: string;
  'You pay (estimated net price)': number;
  'Grants and scholarships': number;
}

/** Each year's cost split into what the family pays and what grants cover (the table beside it has the figures). */
export default function CostChart({ data }: { data: CostChartYear[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="year" tick={{ fontSize: 12, fill: '#475569' }} />
        <YAxis
          tickFormatter={(v: number) => `$${Math.round(v / 1000)}k`}
          tick={{ fontSize: 12, fill: '#475569' }}
          width={48}
        />
        <Tooltip formatter={(v) => formatUsd(Number(v))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="You pay (estimated net price)" stackId="cost" fill="#0b2545" />
        <Bar dataKey="Grants and scholarships" stackId="cost" fill="#5eead4" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
