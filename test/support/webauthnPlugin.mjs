// The `webauthn` command of the browser tests: a virtual authenticator for the test page, through
// the DevTools protocol's WebAuthn domain, in Chromium. Firefox (puppeteer over WebDriver BiDi) and
// WebKit (WebDriver classic, whose driver implements no virtual authenticator) answer `false`: the
// passkey tests that need one run in Chromium (docs/testing.md).
//
// Payloads: `{ action: 'add' }` adds an internal, user-verifying authenticator that holds resident
// keys and says yes at once, and answers its id; `{ action: 'credentials', id }` the credentials it
// holds; `{ action: 'hold', id, credential }` gives it one of those back (a device that still holds
// a passkey removed elsewhere); `{ action: 'remove', id }` takes it away.

/** One DevTools session per test page, opened with its first command. */
const sessions = new Map();

async function cdpOf(session) {
  let cdp = sessions.get(session.id);
  if (!cdp) {
    cdp = await session.browser.getPage(session.id).createCDPSession();
    await cdp.send('WebAuthn.enable', { enableUI: false });
    sessions.set(session.id, cdp);
  }
  return cdp;
}

export function webauthnPlugin() {
  return {
    name: 'webauthn-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'webauthn') return undefined;
      if (session.browser.type !== 'puppeteer' || session.browser.name !== 'Chromium') return false;
      const cdp = await cdpOf(session);
      if (payload.action === 'add') {
        const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: {
            protocol: 'ctap2',
            transport: 'internal',
            hasResidentKey: true,
            hasUserVerification: true,
            isUserVerified: true,
            automaticPresenceSimulation: true,
          },
        });
        return authenticatorId;
      }
      if (payload.action === 'credentials') return (await cdp.send('WebAuthn.getCredentials', { authenticatorId: payload.id })).credentials;
      if (payload.action === 'hold') {
        await cdp.send('WebAuthn.addCredential', { authenticatorId: payload.id, credential: payload.credential });
        return true;
      }
      if (payload.action === 'remove') {
        await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: payload.id });
        return true;
      }
      throw new Error(`the webauthn command does not know "${payload.action}"`);
    },
  };
}
