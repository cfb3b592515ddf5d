import type { ActingRole } from '@ccp/contracts/act-as';
import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSwitchableFamilies, useSwitchFamily } from '../api/act-as-api';

/** docs/product-spec.md §9: the family search waits 400 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 400;

/** Switches to another family without going back first (docs/product-spec.md §4, §7 change-user-access). */
export function FamilySwitcher({
  role,
  currentFamilyId,
}: {
  role: ActingRole;
  currentFamilyId: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const switchFamily = useSwitchFamily();
  // Once a switch is under way the current session ends: no more list requests on it.
  const switching = switchFamily.isPending || switchFamily.isSuccess;
  const families = useSwitchableFamilies(role, search, open && !switching);
  const { showToast } = useToast();
  const items = families.data?.items ?? [];

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ArrowLeftRight className="size-4" aria-hidden="true" />
        Switch family
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Switch family"
        description="Act as another family without going back first."
      >
        <TextField
          label="Search families"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <div className="mt-4 max-h-80 overflow-y-auto">
          {families.isPending ? (
            <Spinner label="Loading families" showLabel />
          ) : families.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {GENERIC_ERROR_MESSAGE}
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">No family matches your search.</p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Families">
              {items.map((family) => (
                <li key={family.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-navy-900">{family.name}</span>
                    <span className="block truncate text-xs text-slate-600">{family.email}</span>
                  </span>
                  {family.id === currentFamilyId ? (
                    <span className="text-xs font-semibold text-slate-600">Current</span>
                  ) : family.canActAs ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Act as ${family.name}`}
                      busy={switchFamily.isPending && switchFamily.variables === family.id}
                      disabled={switchFamily.isPending}
                      onClick={() =>
                        switchFamily.mutate(family.id, {
                          // docs/product-spec.md §8: a failed user switch is only logged; the banner says it failed.
                          onError: () => showToast(GENERIC_ERROR_MESSAGE, 'error'),
                        })
                      }
                    >
                      Act as
                    </Button>
                  ) : (
                    <span className="text-xs text-slate-600">Not signed up yet</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Dialog>
    </>
  );
}
