import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The danger button's words, e.g. "Remove family". */
  confirmLabel: string;
  /** Shown above the server's message when the action fails. */
  failureTitle: string;
  /** The action; its error shows in the dialog, which stays open. */
  action: UseMutationResult<unknown, Error, void>;
  /** After the action succeeded (the dialog has closed). */
  onDone: () => void;
}

/** "Are you sure?" before a destructive action: Cancel, the danger button, and the failure in the dialog itself. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  failureTitle,
  action,
  onDone,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) action.reset();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            busy={action.isPending}
            onClick={async () => {
              try {
                await action.mutateAsync();
                onOpenChange(false);
                onDone();
              } catch {
                // The dialog shows the error.
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {action.isError ? (
        <Alert tone="error" title={failureTitle}>
          {errorMessage(action.error)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
