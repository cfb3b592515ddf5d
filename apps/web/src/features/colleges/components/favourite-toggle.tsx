import type { FavouritesResponse } from '@ccp/contracts';
import { Check, ChevronDown, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Menu, MenuCheckboxItem } from '../../../components/ui/menu';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAddFavourite, useRemoveFavourite } from '../api/colleges-api';

interface FavouriteToggleProps {
  collegeId: number;
  collegeName: string;
  favourites: FavouritesResponse | undefined;
  size?: 'sm' | 'md';
}

/** Saves a college to a student's favourites: a toggle for one student, a menu of students for several. */
export function FavouriteToggle({ collegeId, collegeName, favourites, size = 'sm' }: FavouriteToggleProps) {
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const { showToast } = useToast();
  const students = favourites?.students ?? [];
  const busy = add.isPending || remove.isPending;

  const savedFor = students.map((student) => ({
    student,
    favourite: student.favourites.find((f) => f.college.id === collegeId) ?? null,
  }));
  const savedCount = savedFor.filter((s) => s.favourite).length;

  function toggle(entry: (typeof savedFor)[number]) {
    const firstName = entry.student.name.split(' ')[0] ?? entry.student.name;
    if (entry.favourite) {
      remove.mutate(entry.favourite.id, {
        onSuccess: () => showToast(`${collegeName} removed from ${firstName}'s favorites.`, 'success'),
        onError: (error) => showToast(errorMessage(error), 'error'),
      });
    } else {
      add.mutate(
        { collegeId, studentId: entry.student.id },
        {
          onSuccess: () => showToast(`${collegeName} saved to ${firstName}'s favorites.`, 'success'),
          onError: (error) => showToast(errorMessage(error), 'error'),
        },
      );
    }
  }

  if (!favourites) return null;
  if (students.length === 0) {
    return (
      <Link to="/family/profile" className={buttonClasses('secondary', size)}>
        <Heart aria-hidden="true" className="size-4" />
        Add a student to save favorites
      </Link>
    );
  }

  const heart = (
    <Heart
      aria-hidden="true"
      className={cn('size-4', savedCount > 0 ? 'fill-rose-600 text-rose-600' : 'text-slate-600')}
    />
  );

  if (savedFor.length === 1) {
    const entry = savedFor[0]!;
    const firstName = entry.student.name.split(' ')[0];
    return (
      <button
        type="button"
        aria-pressed={entry.favourite !== null}
        disabled={busy}
        onClick={() => toggle(entry)}
        className={buttonClasses('secondary', size)}
      >
        {heart}
        {entry.favourite ? `Saved for ${firstName}` : 'Save to favorites'}
        <span className="sr-only">: {collegeName}</span>
      </button>
    );
  }

  return (
    <Menu
      align="end"
      disabled={busy}
      triggerClassName={buttonClasses('secondary', size)}
      trigger={
        <>
          {heart}
          {savedCount > 0 ? `Saved for ${savedCount} of ${savedFor.length}` : 'Save to favorites'}
          <span className="sr-only">: {collegeName}</span>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
        </>
      }
      className="mt-1.5 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
    >
      <div className="px-3 pt-2 pb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
        Favorite for
      </div>
      {savedFor.map((entry) => (
        <MenuCheckboxItem
          key={entry.student.id}
          checked={entry.favourite !== null}
          onCheckedChange={() => toggle(entry)}
        >
          <span className="inline-flex size-5 items-center justify-center rounded border border-slate-300">
            {entry.favourite ? <Check aria-hidden="true" className="size-4 text-accent-700" /> : null}
          </span>
          {entry.student.name}
        </MenuCheckboxItem>
      ))}
    </Menu>
  );
}
