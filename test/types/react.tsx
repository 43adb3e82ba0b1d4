// React 19 JSX: attributes with their values, and the three events as typed `on…` handlers.
import type {} from 'member-login-popup/react';

export function Header({ onUser }: { onUser: (name: string) => void }) {
  return (
    <member-login-popup
      region="sg"
      route="Registry"
      password-cipher="RSA-OAEP"
      onlogin-success={(event) => onUser(event.detail.user?.name ?? '')}
      onnext-step={(event) => (event.detail.action === 'JUMP_TO_URL' ? event.preventDefault() : undefined)}
      onclose={(event) => event.detail.reason satisfies 'user' | 'back' | 'host' | 'done'}
    />
  );
}

// @ts-expect-error not a region
export const wrongRegion = <member-login-popup region="uk" />;
// @ts-expect-error a close event has no user
export const wrongHandler = <member-login-popup onclose={(event) => event.detail.user} />;

// <member-account>: its attributes and its two events.
export const account = (
  <member-account
    region="id"
    login-popup="#login"
    onlogout={(event) => event.detail}
    onaccount-change={(event) =>
      event.detail.what satisfies
        | 'profile'
        | 'address'
        | 'defaultAddress'
        | 'preferences'
        | 'password'
        | 'phone'
        | 'email'
        | 'devices'
        | 'passkeys'
        | 'deletion'
        | 'legacyMerge'
    }
  />
);
// @ts-expect-error the member area has no route attribute
export const wrongAccount = <member-account route="Login" />;
