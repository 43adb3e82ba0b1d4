/**
 * Whether this page can make and use passkeys at all: WebAuthn, in a secure context, on a page with
 * a domain name (a passkey belongs to a domain: a page at an IP address, such as http://127.0.0.1,
 * can have none).
 */
export function passkeysSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === 'function' &&
    typeof navigator.credentials?.create === 'function' &&
    !/^[\d.]+$|^\[/.test(location.hostname)
  );
}
