import { UserRoundCog } from 'lucide-react';
import { useId } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useStartActAs } from '../api/act-as-api';

interface ActAsFamilyButtonProps {
  /** The family's id (or its user's id). */
  familyId: string;
  familyName: string;
  /** Who presses it: an admin (any family) or an agent (families of its organisation). */
  as: 'admin' | 'agent';
  /**
   * False for a family that has not signed up yet: there is no account to act as, so the button shows disabled with
   * the reason beside it (and stays focusable, so a keyboard or screen-reader user hears why).
   */
  hasAccount: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** In a table row: the visible text is "Act as" (the accessible name stays "Act as this family: …"). */
  compact?: boolean;
}

/** Why an invited family cannot be acted as, beside the disabled button. */
export const NO_ACCOUNT_REASON = 'Not signed up yet: no account to act as';

/** "Act as this family": starts an act-as session and opens the family's profile (docs/product-spec.md §4). */
export function ActAsFamilyButton({
  familyId,
  familyName,
  as,
  hasAccount,
  variant = 'secondary',
  size = 'sm',
  compact = false,
}: ActAsFamilyButtonProps) {
  const start = useStartActAs(as);
  const { showToast } = useToast();
  const reasonId = useId();
  if (!hasAccount) {
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <Button
          variant={variant}
          size={size}
          aria-disabled="true"
          aria-describedby={reasonId}
          className="whitespace-nowrap"
          aria-label={`Act as this family: ${familyName}`}
        >
          <UserRoundCog className="size-4" aria-hidden="true" />
          {compact ? 'Act as' : 'Act as this family'}
        </Button>
        <span id={reasonId} className="max-w-48 text-xs leading-snug text-slate-600">
          {NO_ACCOUNT_REASON}
        </span>
      </span>
    );
  }
  return (
    <Button
      variant={variant}
      size={size}
      busy={start.isPending || start.isSuccess}
      className="whitespace-nowrap"
      aria-label={`Act as this family: ${familyName}`}
      onClick={() => start.mutate(familyId, { onError: (error) => showToast(errorMessage(error), 'error') })}
    >
      <UserRoundCog className="size-4" aria-hidden="true" />
      {compact ? 'Act as' : 'Act as this family'}
    </Button>
  );
}
