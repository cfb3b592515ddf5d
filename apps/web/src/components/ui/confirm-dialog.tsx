import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogBaseProps<TData> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The danger button's words, e.g. "Remove family". */
  confirmLabel: ReactNode;
  /** The button that closes the dialog and changes nothing; "Cancel" unless told. */
  cancelLabel?: string;
  /** Shown above the server's message when the action fails. */
  failureTitle?: string;
  /** After the action succeeded (the dialog has closed), with what the action answered. */
  onDone?: (data: TData) => void;
  /**
   * When given, a failed action closes the dialog and the page says why (instead of the dialog showing the
   * server's message and staying open).
   */
  onFailed?: (error: unknown) => void;
}

/** The action's argument: none for an action on one known thing, else the thing (e.g. the coupon's id). */
type ActionVariables<TVariables> = undefined extends TVariables
  ? { variables?: TVariables }
  : { variables: TVariables };

type ConfirmDialogProps<TData, TVariables> = ConfirmDialogBaseProps<TData> & {
  /** The action; its error shows in the dialog, which stays open (unless `onFailed` is given). */
  action: UseMutationResult<TData, unknown, TVariables>;
} & ActionVariables<TVariables>;

/** "Are you sure?" before a destructive action: Cancel, the danger button, and the failure in the dialog itself. */
export function ConfirmDialog<TData, TVariables>({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  failureTitle,
  action,
  variables,
  onDone,
  onFailed,
}: ConfirmDialogProps<TData, TVariables>) {
  const close = () => {
    onOpenChange(false);
    action.reset();
  };
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
          <Button variant="secondary" onClick={close}>
            {cancelLabel}
          </Button>
          <Button
            variant="danger"
            busy={action.isPending}
            onClick={async () => {
              let data: TData;
              try {
                data = await action.mutateAsync(variables as TVariables);
              } catch (error) {
                // The dialog shows the error, or the page does.
                if (onFailed) {
                  onOpenChange(false);
                  onFailed(error);
                }
                return;
              }
              onOpenChange(false);
              onDone?.(data);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {action.isError && !onFailed ? (
        <Alert tone="error" title={failureTitle}>
          {errorMessage(action.error)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
