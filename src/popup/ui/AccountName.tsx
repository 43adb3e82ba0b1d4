/**
 * The account a new-password form belongs to, as a hidden username field: password managers save
 * the new password under it (the spec's flows know the account; the shopper does not type it here).
 */
export function AccountName({ name }: { name: string }) {
  return <input type="text" name="username" autoComplete="username" value={name} readOnly hidden />;
}
