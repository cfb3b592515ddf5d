import type { SaiSensitivity } from '@ccp/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatSaiChange } from '../../../lib/format';

const LOWER = '#0f6e64';
const HIGHER = '#b45309';
const NONE = '#94a3b8';

/** A change in the SAI (an index, no "$"). */
function signed(amount: number): string {
  return amount === 0 ? 'No change' : formatSaiChange(amount);
}

/** How much each what-if moves the federal SAI, as horizontal bars (loaded only with the SAI page). */
export default function SensitivityChart({ items }: { items: readonly SaiSensitivity[] }) {
  const data = items.map((item) => ({ label: item.label, change: item.federalChange }));
  const height = 56 * data.length + 48;
  return (
    <div
      role="img"
      aria-label={`Chart of how each change moves your SAI: ${items
        .map((i) => `${i.label}, ${signed(i.federalChange)}`)
        .join('; ')}.`}
      className="w-full"
      style={{ height }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis
            type="number"
            tickFormatter={(v: number) => signed(v)}
            tick={{ fontSize: 12, fill: '#475569' }}
            stroke="#cbd5e1"
          />
          <YAxis
            type="category"
            dataKey="label"
            width={190}
            tick={{ fontSize: 12, fill: '#1e293b' }}
            stroke="#cbd5e1"
            interval={0}
          />
          <ReferenceLine x={0} stroke="#334155" />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            formatter={(value) => [signed(Number(value)), 'Change in SAI']}
            contentStyle={{ borderRadius: 8, borderColor: '#cbd5e1', fontSize: 13 }}
          />
          <Bar dataKey="change" radius={[0, 4, 4, 0]} minPointSize={2} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.label} fill={d.change < 0 ? LOWER : d.change > 0 ? HIGHER : NONE} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
