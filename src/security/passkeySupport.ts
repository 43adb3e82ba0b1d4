/** Whether this page can make and use passkeys at all: WebAuthn, in a secure context. */
export function passkeysSupported(): boolean {
  return (
    typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function' && typeof navigator.credentials?.create === 'function'
  );
}
