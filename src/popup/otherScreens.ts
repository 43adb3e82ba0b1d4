/**
 * Every screen but Login, in one chunk: fetched when the browser is idle after the popup's first
 * show (or when one of them is shown first). One chunk of them all is smaller gzipped than a chunk
 * each, and their shared parts come with them instead of in chunks of their own.
 */
export { default as ForgetPassword } from './screens/ForgetPassword.tsx';
export { default as ProfileComplete } from './screens/ProfileComplete.tsx';
export { default as Qrcode } from './screens/Qrcode.tsx';
export { default as Registry } from './screens/Registry.tsx';
export { default as ResetPassword } from './screens/ResetPassword.tsx';
export { default as Verify } from './screens/Verify.tsx';
