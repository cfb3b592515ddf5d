import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${name}?`}
        description={consequence}
        cancelLabel="Keep"
        confirmLabel="Delete"
        action={remove}
        variables={id}
      />
    </>
  );
}
