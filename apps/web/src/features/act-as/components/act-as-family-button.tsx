import { UserRoundCog } from 'lucide-react';
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
  /** False for a family that has not signed up yet (there is no account to act as). */
  available?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** In a table row: the visible text is "Act as" (the accessible name stays "Act as this family: …"). */
  compact?: boolean;
}

/** "Act as this family": starts an act-as session and opens the family's profile (docs/product-spec.md §4). */
export function ActAsFamilyButton({
  familyId,
  familyName,
  as,
  available = true,
  variant = 'secondary',
  size = 'sm',
  compact = false,
}: ActAsFamilyButtonProps) {
  const start = useStartActAs(as);
  const { showToast } = useToast();
  if (!available) return null;
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
