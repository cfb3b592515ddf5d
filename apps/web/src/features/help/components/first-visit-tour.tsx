import { X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFamilyProfile, useHideElement } from '../../../domains/family/profile/family-profile';
import { isTourDue } from '../tour-due';

interface TourStop {
  /** The visible text the navigation item or button starts with. */
  target: string;
  title: string;
  body: string;
}

const STOPS: readonly TourStop[] = [
  {
    target: 'SAI Number',
    title: 'Your SAI',
    body: 'Your Student Aid Index, how the federal formula reached it, the Pell Grant it implies, and what would change it.',
  },
  {
    target: 'Profile',
    title: 'Your profile',
    body: 'Everything you told us during onboarding. Change any answer, add a parent or a student: your SAI is recomputed at once.',
  },
  {
    target: 'Overview',
    title: 'Your plan at a glance',
    body: 'Your students, their SAI, the colleges you saved with what each would cost you, and your next steps.',
  },
  {
    target: 'Colleges',
    title: 'Find colleges',
    body: 'Search colleges by what they would cost your family, and save favorites for each student.',
  },
  {
    target: 'College Cost Calculator',
    title: 'Cost calculator',
    body: 'Work out a college’s full cost of attendance: tuition, fees, room and board, in-state or out-of-state.',
  },
  {
    target: 'Bonus Resources',
    title: 'Guides',
    body: 'The FAFSA and CSS Profile timeline, how the SAI works, 529 plans, comparing offers, appeals and scholarships.',
  },
  {
    target: 'Request help',
    title: 'Talk to an advisor',
    body: 'Stuck, or want a second opinion? Ask for help and an advisor gets back to you.',
  },
];

const CARD_WIDTH = 340;

function findTarget(label: string): HTMLElement | null {
  const candidates = [
    ...document.querySelectorAll<HTMLElement>(
      'nav[aria-label="Main"] a, nav[aria-label="Main"] button, main button',
    ),
  ];
  const found = candidates.find((el) => el.textContent?.trim().startsWith(label));
  if (!found) return null;
  const rect = found.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? found : null;
}

interface Placement {
  highlight: DOMRect | null;
  top: number;
  left: number;
}

function place(target: HTMLElement | null): Placement {
  const width = Math.min(CARD_WIDTH, window.innerWidth - 32);
  if (!target)
    return { highlight: null, top: window.innerHeight - 16, left: (window.innerWidth - width) / 2 };
  const rect = target.getBoundingClientRect();
  const left = Math.min(Math.max(rect.left, 16), window.innerWidth - width - 16);
  return { highlight: rect, top: rect.bottom + 12, left };
}

/**
 * A short first-visit tour of the family navigation, shown once onboarding is done. Skipping or finishing it
 * hides it for good (stored on the server, like the other hidden elements).
 */
export function FirstVisitTour() {
  const profile = useFamilyProfile();
  const hide = useHideElement();
  const [index, setIndex] = useState(0);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const show = isTourDue(profile.data) && !hide.isPending;
  const stop = STOPS[index] as TourStop;

  const measure = useCallback(() => setPlacement(place(findTarget(stop.target))), [stop.target]);

  useLayoutEffect(() => {
    if (!show) return;
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [show, measure]);

  // Working with the page (a press anywhere outside the tour) dismisses it for good, like its Skip button.
  useEffect(() => {
    if (!show) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && cardRef.current?.contains(event.target)) return;
      hide.mutate({ element: 'tour' });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [show, hide.mutate]);

  const placed = placement !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new stop takes the focus
  useEffect(() => {
    if (show && placed) cardRef.current?.focus();
  }, [show, placed, index]);

  if (!show || !placement) return null;
  const finish = () => hide.mutate({ element: 'tour' });
  const last = index === STOPS.length - 1;
  const { highlight } = placement;
  const cardStyle = highlight
    ? { top: placement.top, left: placement.left, width: Math.min(CARD_WIDTH, window.innerWidth - 32) }
    : {
        bottom: 16,
        left: placement.left,
        width: Math.min(CARD_WIDTH, window.innerWidth - 32),
      };

  return (
    <>
      {highlight ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed z-[55] rounded-lg ring-3 ring-accent-300 transition-all"
          style={{
            top: highlight.top - 4,
            left: highlight.left - 4,
            width: highlight.width + 8,
            height: highlight.height + 8,
            boxShadow: '0 0 0 9999px rgb(7 26 51 / 0.45)',
          }}
        />
      ) : (
        <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-[55] bg-navy-950/45" />
      )}
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby="tour-title"
        aria-describedby="tour-body"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') finish();
        }}
        className="fixed z-[56] rounded-2xl bg-white p-5 shadow-2xl focus:outline-none"
        style={cardStyle}
      >
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-bold tracking-widest text-accent-700 uppercase">
            Tour · {index + 1} of {STOPS.length}
          </p>
          <button
            type="button"
            onClick={finish}
            aria-label="Skip the tour"
            className="-m-1.5 inline-flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <h2 id="tour-title" className="mt-1 text-lg font-bold text-navy-900">
          {stop.title}
        </h2>
        <p id="tour-body" className="mt-1 text-sm leading-relaxed text-slate-700">
          {stop.body}
          {highlight ? null : ' You find it in the menu at the top right.'}
        </p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={finish}
            className="text-sm font-semibold text-slate-600 hover:underline"
          >
            Skip tour
          </button>
          <div className="flex gap-2">
            {index > 0 ? (
              <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            ) : null}
            <Button size="sm" onClick={last ? finish : () => setIndex(index + 1)}>
              {last ? 'Done' : 'Next'}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
