import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../lib/format';

/** One bar per year: stacked parts, each with its label (the table beside the chart has the figures). */
export interface CostChartYear {
  year: string;
  [part: string]: string | number;
}

export interface CostChartPart {
  key: string;
  colour: string;
}

/**
 * Each year's cost: split into what the family pays and what grants cover when a net price is known, or the cost of
 * attendance alone when it is not (never labelled as what the family pays).
 */
export default function CostChart({ data, parts }: { data: CostChartYear[]; parts: CostChartPart[] }) {
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
        {parts.map((part, i) => (
          <Bar
            key={part.key}
            dataKey={part.key}
            stackId="cost"
            fill={part.colour}
            radius={i === parts.length - 1 ? [4, 4, 0, 0] : undefined}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
