import { cleanVersionName, GENERIC_FAILURE, VERSION_NAME_REQUIRED } from '@ccp/contracts/case-study-name';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';

interface CloneNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is copied: 'Family Profile' or the selected case study's name. */
  sourceName: string;
  busy: boolean;
  /** Sends the cleaned name; rejects with the server's refusal. */
  onClone: (versionName: string) => Promise<unknown>;
  /** The dialog's title and description, when it copies something else than the selected profile. */
  title?: string;
  description?: string;
}

/** The clone's name (docs/product-spec.md §5): cleaned before sending, required after cleaning. */
export function CloneNameDialog({
  open,
  onOpenChange,
  sourceName,
  busy,
  onClone,
  title = 'Create Case Study of the Selected Profile',
  description,
}: CloneNameDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setError(undefined);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanVersionName(name);
    if (cleaned === '') {
      setError(VERSION_NAME_REQUIRED);
      return;
    }
    setFailure(null);
    try {
      await onClone(cleaned);
      close(false);
    } catch (e) {
      // docs/product-spec.md §8: the server's message if present, otherwise the generic one, in the dialog.
      setFailure(isApiError(e) && e.message ? e.message : GENERIC_FAILURE);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={
        description ??
        `A copy of ${sourceName} that you can change without touching the family’s own profile.`
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Name the case study">
        <TextField
          label="Version name"
          hint="Letters, digits, spaces, hyphens and underscores; anything else is left out."
          value={name}
          maxLength={200}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          error={error}
          autoFocus
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Create case study
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
