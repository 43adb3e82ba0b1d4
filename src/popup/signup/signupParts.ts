/** The sign-up's chunk (see signupModule.ts): Registry's body and the note of the claimed guest orders. */
export { GuestOrdersNote } from './GuestOrdersNote.tsx';
export { RegistryBody } from './RegistryBody.tsx';
