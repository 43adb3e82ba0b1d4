// A React 19 app that installs member-login-popup as a package: its own button opens the popup, and
// its own `onlogin-success` handler shows the member.
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'member-login-popup';
import type { MemberLoginPopup } from 'member-login-popup';
import type {} from 'member-login-popup/react';

function App({ publicKey }: { readonly publicKey: string }) {
  const popup = useRef<MemberLoginPopup>(null);
  const [member, setMember] = useState<string>();
  return (
    <>
      <header>
        {member ? (
          <p id="member">Hello, {member}</p>
        ) : (
          <button type="button" onClick={() => popup.current?.show()}>
            Log in
          </button>
        )}
      </header>
      <member-login-popup
        ref={popup}
        region="sg"
        variation="control"
        public-key={publicKey}
        onlogin-success={(event) => setMember(event.detail.user?.name ?? event.detail.user?.email ?? '')}
      />
    </>
  );
}

// The member service publishes the key passwords are encrypted with.
const publicKey = await (await fetch('/user/api/publicKey')).text();
const container = document.getElementById('app');
if (container)
  createRoot(container).render(
    <StrictMode>
      <App publicKey={publicKey} />
    </StrictMode>,
  );
