import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';

interface DeleteRecordProps {
  /** The parent's or student's name. */
  name: string;
  /** What deleting them changes, said in the confirmation. */
  consequence: string;
  id: string;
  remove: UseMutationResult<unknown, unknown, string>;
}

/** "Delete <name>" under a parent's or student's form, with a confirmation that shows the server's refusal. */
export function DeleteRecord({ name, consequence, id, remove }: DeleteRecordProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="mt-4 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete {name}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={`Delete ${name}?`}
        description={consequence}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() => remove.mutate(id, { onSuccess: () => setConfirming(false) })}
            >
              Delete
            </Button>
          </>
        }
      >
        {remove.isError ? <Alert tone="error">{errorMessage(remove.error)}</Alert> : null}
      </Dialog>
    </>
  );
}
