/** @jsxImportSource solid-js */
// Solid's JSX: the attributes, and `on:` listeners by the events' exact names.
import type {} from 'member-login-popup/solid';

export const header = (
  <member-login-popup
    region="th"
    on:login-success={(event) => event.detail.user?.id}
    on:next-step={(event) => event.detail.action}
    on:close={(event) => event.detail.reason satisfies 'user' | 'back' | 'host' | 'done'}
  />
);
// @ts-expect-error next-step carries an action, not a user
export const wrongHandler = <member-login-popup on:next-step={(event) => event.detail.user} />;
export const account = <member-account theme="dark" on:logout={(event) => event.detail} />;
