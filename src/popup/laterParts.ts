/**
 * What the popup shows after its first screen: every screen but Login, Login's phone-code tab
 * (see login/codeLoginModule.ts), and the dialogs over it
 * (restore account, retry later). One lazily loaded chunk, fetched when the browser is idle after
 * the first show (see screenModules.ts).
 */
export { Alerts } from './Alerts.tsx';
export { CodeLogin } from './screens/CodeLogin.tsx';
export { default as ForgetPassword } from './screens/ForgetPassword.tsx';
export { default as ProfileComplete } from './screens/ProfileComplete.tsx';
export { default as Registry } from './screens/Registry.tsx';
export { default as ResetPassword } from './screens/ResetPassword.tsx';
export { default as Verify } from './screens/Verify.tsx';
