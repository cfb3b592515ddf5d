import type { FavouritesResponse } from '@ccp/contracts';
import { EstimateNote, NET_PRICE_METHOD_SHORT } from '../../../components/ui/estimate-note';
import { type figuresFor, netPriceFor } from '../../../domains/family/what-if/what-if';
import { formatUsd } from '../../../lib/format';

/** The student's favourite colleges' net prices, saved and with the what-if changes. */
export function FavouriteNetPrices({
  favourites,
  studentId,
  figures,
}: {
  favourites: FavouritesResponse | undefined;
  studentId: string;
  figures: NonNullable<ReturnType<typeof figuresFor>>;
}) {
  const list = favourites?.students.find((s) => s.id === studentId)?.favourites ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mt-8">
      <h3 className="font-semibold text-navy-900">Your favorites’ net prices with these changes</h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Estimated net price of each favorite college with these changes
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                College
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Saved
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                With these changes
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((f) => {
              const now =
                f.netPriceInputs === null ? null : netPriceFor(f.netPriceInputs, f.college.fullCost, figures);
              const method = now === null ? null : NET_PRICE_METHOD_SHORT[now.method];
              return (
                <tr key={f.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-900">
                    {f.college.name}
                    <span className="block text-xs text-slate-600">{f.college.priceYear}</span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {f.college.estimatedNetPrice === null
                      ? 'Not known'
                      : formatUsd(f.college.estimatedNetPrice)}
                  </td>
                  <td className="py-2 text-right font-semibold tabular-nums text-navy-900">
                    {now?.estimate == null ? 'Not known' : formatUsd(now.estimate)}
                    {method && now ? (
                      <EstimateNote
                        method={method}
                        dataYear={f.college.priceYear}
                        range={{ low: now.low, high: now.high }}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
