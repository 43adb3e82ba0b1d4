/**
 * Account security's pages and the verification, as one chunk of their own: a member who only
 * looks at the dashboard, orders or addresses never waits for them. It is fetched when one of them
 * is needed (a security page, a verification a call asks for, the verification page) and, after
 * the dashboard shows, while the browser is idle, so that the member's click finds it here. The
 * grocery-brand merge's check comes with it (`merge/LegacyMerge.tsx`); its dialog does not.
 */
export {
  ChangeEmail,
  ChangeMobile,
  ChangePassword,
  DeleteAccount,
  Devices,
  PasskeyOffer,
  Passkeys,
  VerificationDialog,
  VerificationPage,
} from '../pages/security/securityModules.ts';
export { LegacyMerge, LegacyMergeNotice } from '../merge/LegacyMerge.tsx';
