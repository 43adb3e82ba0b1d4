// A page without a framework or a bundler (the element's script is loaded by the page): its own
// button opens the popup, and its own listener shows the member. The strict-CSP page runs it too.

const popup = document.querySelector('member-login-popup');
const member = document.getElementById('member');
const login = document.getElementById('login');

// The member service publishes the key passwords are encrypted with.
popup.setAttribute('public-key', await (await fetch('/user/api/publicKey')).text());

login.addEventListener('click', () => popup.show());
popup.addEventListener('login-success', (event) => {
  const { user } = event.detail;
  member.textContent = `Hello, ${user?.name ?? user?.email ?? ''}`;
  member.hidden = false;
  login.hidden = true;
});
