import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

type FieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The account's email address. */
export function EmailField(props: FieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** The password typed to log in or to confirm a change. */
export function CurrentPasswordField({ label = 'Password', ...props }: FieldProps & { label?: string }) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/**
 * A password being chosen, with its rule (docs/product-spec.md §5: at least 8 characters; the server also refuses
 * common passwords, one repeated character and the account's email, and says why under this field).
 */
export function NewPasswordField({ label = 'Password', ...props }: FieldProps & { label?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters. Not a common password, and not your email address."
      {...props}
    />
  );
}

/** The new password typed a second time. */
export function ConfirmPasswordField(props: FieldProps) {
  return <TextField label="Confirm new password" type="password" autoComplete="new-password" {...props} />;
}
