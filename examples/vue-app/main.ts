// A Vue 3 app that installs member-login-popup as a package: its own button opens the popup, and
// its own `@login-success` handler shows the member.
import { createApp, ref } from 'vue';
import 'member-login-popup';
import type { MemberLoginPopup } from 'member-login-popup';
import type { LoginSuccessDetail } from 'member-login-popup/api';
import type {} from 'member-login-popup/vue';

// The member service publishes the key passwords are encrypted with.
const publicKey = await (await fetch('/user/api/publicKey')).text();

const app = createApp({
  setup() {
    const popup = ref<MemberLoginPopup | null>(null);
    const member = ref('');
    const onLogin = (event: CustomEvent<LoginSuccessDetail>) => {
      member.value = event.detail.user?.name ?? event.detail.user?.email ?? '';
    };
    return { popup, member, publicKey, onLogin, open: () => popup.value?.show() };
  },
  template: `
    <header>
      <p v-if="member" id="member">Hello, {{ member }}</p>
      <button v-else type="button" @click="open">Log in</button>
    </header>
    <member-login-popup ref="popup" region="sg" variation="control" :public-key="publicKey" @login-success="onLogin" />
  `,
});
// The template compiler leaves the tag to the browser.
app.config.compilerOptions.isCustomElement = (tag) => tag === 'member-login-popup';
app.mount('#app');
