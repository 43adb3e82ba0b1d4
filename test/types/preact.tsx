/** @jsxImportSource preact */
// Preact's JSX: the same attributes and `on…` handlers.
import type {} from 'member-login-popup/preact';

export const header = (
  <member-login-popup
    region="my"
    language="ms"
    onlogin-success={(event) => event.detail.user?.phone}
    onclose={(event) => event.detail.reason satisfies 'user' | 'back' | 'host' | 'done'}
  />
);
// @ts-expect-error not a route
export const wrongRoute = <member-login-popup route="Checkout" />;
export const account = <member-account region="my" onaccount-change={(event) => event.detail.id} />;
