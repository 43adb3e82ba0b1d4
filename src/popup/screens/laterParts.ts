/**
 * What Login leads to at once: Login's phone-code tab (see login/codeLoginModule.ts), ForgetPassword,
 * Registry's frame, and the dialogs over the popup (restore account, retry later, the challenge's
 * question). One lazily loaded chunk, fetched when the browser is idle after the first show. The
 * screens further on come when a screen before them shows (see screenModules.ts).
 */
export { Alerts } from '../ui/Alerts.tsx';
export { CodeLogin } from './CodeLogin.tsx';
export { default as ForgetPassword } from './ForgetPassword.tsx';
export { default as Registry } from './Registry.tsx';
