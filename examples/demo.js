// The demo page's own script: region, language, variation and theme switches, and the event log.
import { readPreference, writePreference } from '/dist/index.js';

const popup = document.getElementById('popup');
const region = document.getElementById('region');
const language = document.getElementById('language');
const variation = document.getElementById('variation');
const theme = document.getElementById('theme');
const log = document.getElementById('event-log');
const params = new URLSearchParams(location.search);

const preference = readPreference();
region.value = params.get('region') ?? preference.region ?? 'sg';
language.value = params.get('language') ?? preference.language ?? 'en';
variation.value = params.get('variation') ?? 'pop';
theme.value = ['light', 'dark'].includes(params.get('theme')) ? params.get('theme') : 'auto';

function apply() {
  popup.setAttribute('region', region.value);
  popup.setAttribute('language', language.value);
  if (variation.value) popup.setAttribute('variation', variation.value);
  else popup.removeAttribute('variation');
  // The popup's theme attribute, and the page itself in the same colours.
  popup.setAttribute('theme', theme.value);
  if (theme.value === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme.value;
}
apply();

region.addEventListener('change', () => {
  writePreference(region.value, language.value);
  apply();
});
language.addEventListener('change', () => {
  writePreference(region.value, language.value);
  apply();
});
variation.addEventListener('change', apply);
// The search box is for show (an inline handler would break the page's Content-Security-Policy).
document.querySelector('.search').addEventListener('submit', (event) => event.preventDefault());
theme.addEventListener('change', apply);

for (const name of ['login-success', 'next-step', 'close']) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${new Date().toLocaleTimeString()} ${name} ${JSON.stringify(event.detail)}`;
    log.prepend(item);
  });
}
