// The lazy units of both elements, in one table: every module the element's code imports with
// `import()`, what it holds and when a page fetches it, and the moments a page's downloads are laid
// out for (build/chunk-groups.mjs merges esbuild's chunks by them). esbuild.config.mjs derives the
// build's moments, their weights and the dashboard's preload list from this table, and the build
// fails when the code's `import()` targets and the table part ways (`checkUnits`): a new lazy unit is
// a new row here, or the build says so.
//
// The code asks for a unit by its name: `import('unit:securityPages')`. tsconfig.json's `paths` map
// each name to its module, for esbuild, TypeScript and tsx alike (the build's output is the same as
// with the path written out, byte for byte), and the build fails when they and the table part ways
// or the code fetches a unit by its path. A package's module is asked for by the package's own name
// (`import('qrcode')`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the table's entries are relative to it. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** How the code names a unit in `import()`: `unit:` and the row's name. */
export const UNIT_PREFIX = 'unit:';

/** The element's entries, where each element's moments start. */
export const ENTRY = 'elements/member-login-popup.ts';
/** `<member-account>`'s entry: registers the member area. */
export const ACCOUNT_ENTRY = 'elements/member-account.ts';

/**
 * @typedef {object} LazyUnit
 * @property {string} entry the module `import()` fetches (a source path)
 * @property {string} holds what comes with it
 * @property {string} fetched when a page fetches it
 */

/** @type {Readonly<Record<string, LazyUnit>>} */
export const UNITS = {
  // The popup (<member-login-popup>).
  popup: {
    entry: 'src/page/popup.ts',
    holds: "the popup's UI with Login, the dialog and the screens' slots, and its session (the page, the flows' and the history's slots, the Facebook SDK's login)",
    fetched: 'when the browser is idle after the load event, at the first sign of intent on a header link (pointer over it, pressed, focus), or on the click',
  },
  laterParts: {
    entry: 'src/popup/screens/laterParts.ts',
    holds: "the screens Login leads to at once: Login's phone-code tab, ForgetPassword, Registry's frame, the dialogs",
    fetched: 'when the browser is idle after the popup first shows, or when the popup opens on one of them',
  },
  popupFlows: {
    entry: 'src/page/popupFlows.ts',
    holds: 'the flows and everything behind them: the member api, the wire contract and its checks, the network layer, carrying answers out',
    fetched: 'when the browser is idle after the popup first shows, or by the first action',
  },
  popupHistory: {
    entry: 'src/page/popupHistory.ts',
    holds: "the popup's Back: its steps in the tab's history",
    fetched: 'once the popup has opened and painted',
  },
  pageView: {
    entry: 'src/popup/PageView.tsx',
    holds: 'the page presentation (`display="page"`): the popup laid out in the page',
    fetched: "with the popup's chunk, by a page that uses it",
  },
  pageHistory: {
    entry: 'src/page/pageHistory.ts',
    holds: "the page presentation's history (its back button steps within the page)",
    fetched: 'when the element is laid out in the page',
  },
  verify: {
    entry: 'src/popup/screens/Verify.tsx',
    holds: 'Verify: the code steps and the reset step',
    fetched: 'when a screen that leads to it shows: the phone-code tab, Registry, ForgetPassword',
  },
  signupParts: {
    entry: 'src/popup/signup/signupParts.ts',
    holds: "the sign-up's own parts, with its e-mail flows",
    fetched: 'when Registry shows',
  },
  profileComplete: {
    entry: 'src/popup/screens/ProfileComplete.tsx',
    holds: 'ProfileComplete: the base and other steps after a sign-up',
    fetched: 'when Registry shows',
  },
  resetPassword: {
    entry: 'src/popup/screens/ResetPassword.tsx',
    holds: 'ResetPassword: the new password',
    fetched: 'when ForgetPassword shows',
  },
  resetFlows: {
    entry: 'src/flows/passwordReset.ts',
    holds: "the reset's flows",
    fetched: "with ResetPassword's chunk, or by the reset's first action",
  },
  qrcode: {
    entry: 'src/popup/screens/Qrcode.tsx',
    holds: 'the QR login: its screen and its flows',
    fetched: 'when it shows (or with Login, when the shopper last logged in by QR or code)',
  },
  qrLibrary: {
    entry: 'node_modules/qrcode/lib/browser.js',
    holds: 'the QR code library (qrcode), which draws the code',
    fetched: 'when the QR screen has its first code',
  },
  rsaEncrypt: {
    entry: 'src/security/rsaEncrypt.ts',
    holds: "node-forge's RSA: the legacy PKCS#1 v1.5 cipher, or RSA-OAEP where the page has no WebCrypto",
    fetched: 'when a password is encrypted that way',
  },
  passkeyLogin: {
    entry: 'src/flows/passkeyLoginParts.ts',
    holds: "what Login's passkey sign-in needs beside its flow: the passkey's ceremony (written out, no library) and the login calls' contract",
    fetched: "by the flow as Login shows, where the browser can use passkeys (the login field's autofill starts then); never on the click",
  },
  webauthn: {
    entry: 'src/security/passkeys.ts',
    holds: 'making a passkey, with its WebAuthn library (@simplewebauthn/browser), and the Signal API after a list',
    fetched: "by the member area's Passkeys page (its list) and a passkey's add (the dashboard's offer too)",
  },
  variation: {
    entry: 'src/experiment/variation.ts',
    holds: "the A/B variation's look-up (the experiment's answer and the service's time)",
    fetched: 'as the element connects, when no `variation` attribute names one',
  },
  reportSecondVerification: {
    entry: 'src/page/reportSecondVerification.ts',
    holds: "what reports a second verification's outcome to the host page",
    fetched: 'as the element connects, after a second verification page sent the shopper back',
  },
  networkError: {
    entry: 'src/i18n/networkError.ts',
    holds: "the generic network error in the sister brands' languages",
    fetched: "with the English texts, for a sister brand's language (which gets English texts otherwise)",
  },
  // The member area (<member-account>).
  account: {
    entry: 'src/account/Account.tsx',
    holds: "the member area's frame, menu, styles and the dashboard",
    fetched: 'as the element connects (its first download preloads it)',
  },
  accountFlows: {
    entry: 'src/page/account/accountFlows.ts',
    holds: "the member area's flows and everything behind them; the dashboard's data call",
    fetched: 'as the element connects, before React renders',
  },
  accountPages: {
    entry: 'src/account/accountPages.ts',
    holds: 'the pages other than the dashboard: profile, address book, orders, settings',
    fetched: 'when the dashboard has painted and the browser is idle, or when the member goes to one',
  },
  addressFlows: {
    entry: 'src/page/account/addressFlows.ts',
    holds: "the address book's flows, with the address forms' checks",
    fetched: 'with the pages',
  },
  securityPages: {
    entry: 'src/account/slots/securityPages.ts',
    holds: 'account security: its pages and the verification',
    fetched: 'when the dashboard has painted and the browser is idle, or when a page needs it',
  },
  securityFlows: {
    entry: 'src/page/account/securityFlows.ts',
    holds: "account security's flows",
    fetched: 'with its pages',
  },
  mergeFlows: {
    entry: 'src/page/account/mergeFlows.ts',
    holds: "the grocery-brand merge's flows and its check",
    fetched: "once the account has shown (with account security's)",
  },
  mergeParts: {
    entry: 'src/account/merge/mergeParts.ts',
    holds: "the merge's dialog and the dashboard's notice",
    fetched: 'only when an old account is offered',
  },
};

/**
 * The texts: each family a chunk per language, fetched as its screens or pages show, in the
 * element's language (each a unit of its own; a page fetches its language's only).
 * @type {Readonly<Record<string, { pattern: RegExp, holds: string, fetched: string }>>}
 */
export const TEXTS = {
  first: { pattern: /^src\/i18n\/first\/\w+\.ts$/, holds: 'the texts on the way to Login', fetched: "with the popup's chunk" },
  later: { pattern: /^src\/i18n\/later\/later\w+\.ts$/, holds: "the later screens' texts", fetched: 'with the later screens, and by the member area' },
  account: { pattern: /^src\/i18n\/account\/\w+\.ts$/, holds: "the member area's texts", fetched: 'with the member area' },
  signup: { pattern: /^src\/i18n\/signup\/\w+\.ts$/, holds: "the sign-up's texts", fetched: "with the sign-up's parts" },
  merge: { pattern: /^src\/i18n\/merge\/\w+\.ts$/, holds: "the merge's texts", fetched: "with the merge's dialog" },
};

/**
 * The moments the chunk layout is made for: what a page holds once it has fetched some units, each
 * after an earlier moment (the page's element entry first). `weight`: how much the moment counts
 * against the others; `kept`: no merge may grow what the page fetches by then.
 * - The popup is on every page of the marketplace, for every visitor; the member area on its own
 *   pages, for members: its moments weigh 0.5. Measured (issue 26): 0.2 puts the popup's page by its
 *   load event in 2 files, but the member area's first download takes 78 KB and its dashboard
 *   118.3 KB (without texts); 0.35 to 1 give the same layout give or take a file, 0.5 and 1 the
 *   smallest dashboard (115.9 KB), 0.5 with a code login 0.4 KB shorter.
 * - The way to Login counts twice (its budget is the tightest: 95 KB). The field rules (with the text
 *   field) that Login and the member area's pages share, but not the dashboard, are a file apart from
 *   the controls: at 3 they were one file, which the dashboard fetched too (+4.2 KB to it). Apart, they
 *   cost the way to Login a file (+0.3 KB), paid for by keeping the rules' parts Login does not use
 *   out of its path: issue 31, 94.9 KB to see Login either way, the dashboard 124.0 → 119.9 KB. 1 and
 *   2 give the same layout.
 * - A sign-up, a reset or a QR login is rarer than a password login: their moments count for little,
 *   but let their shared chunks merge (a chunk no moment holds stays alone, and its shared code would
 *   go where the other moments put it: once, with the member area's dashboard).
 * - Login's passkey sign-in: its parts (the ceremony, the login calls' contract) are fetched by the
 *   flow as Login shows, where the browser can use passkeys. Without a moment they went with the
 *   member area's chunks that share them (43 KB fetched as Login shows, measured); at weight 1 the
 *   parts are one file of 1.4 KB but the dashboard takes 124.1 KB (+4.6 KB); at 0.2, 1.6 KB in two
 *   files, and every other row as without (issue 34: to see Login 94.9 KB, a password login 119.5 KB,
 *   the dashboard 119.5 KB).
 * Catalogues are left out (a page fetches the parts of its language, each a file of its own).
 * @type {readonly { name: string, start?: string, after?: string, units: readonly (keyof typeof UNITS)[], weight: number, kept?: boolean }[]}
 */
export const MOMENTS = [
  { name: "the popup's page by its load event", start: ENTRY, units: [], weight: 1, kept: true },
  { name: 'Login shown', after: "the popup's page by its load event", units: ['popup'], weight: 2, kept: true },
  { name: 'a password login', after: 'Login shown', units: ['laterParts', 'popupFlows'], weight: 1 },
  { name: 'a code login', after: 'a password login', units: ['verify'], weight: 1 },
  { name: 'a sign-up', after: 'a password login', units: ['signupParts', 'verify', 'profileComplete'], weight: 0.2 },
  { name: 'a reset', after: 'a password login', units: ['verify', 'resetPassword', 'resetFlows'], weight: 0.2 },
  { name: 'a QR login', after: 'a password login', units: ['qrcode'], weight: 0.2 },
  { name: "Login's passkey sign-in", after: 'a password login', units: ['passkeyLogin'], weight: 0.2 },
  { name: "the member area's page by its load event", start: ACCOUNT_ENTRY, units: [], weight: 0.5 },
  { name: "the dashboard with the member's data", after: "the member area's page by its load event", units: ['account', 'accountFlows'], weight: 0.5 },
  { name: "the member area's pages", after: "the dashboard with the member's data", units: ['accountPages'], weight: 0.5 },
  { name: 'account security', after: "the member area's pages", units: ['securityPages', 'securityFlows'], weight: 0.5 },
];

/** The moment of that name. */
function moment(name) {
  const found = MOMENTS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`lazy-units: no moment "${name}"`);
  return found;
}

/** The entries of the units the moment `name` adds to the one before it (a preload list after that moment's). */
export function ownEntries(name) {
  return moment(name).units.map((unit) => {
    const found = UNITS[unit];
    if (!found) throw new Error(`lazy-units: the moment "${name}" names no unit "${unit}"`);
    return found.entry;
  });
}

/** The source entries a page has fetched by the moment `name`: its element's entry first, then each unit's, once. */
export function momentEntries(name) {
  const { start, after } = moment(name);
  const before = start ? [start] : momentEntries(/** @type {string} */ (after));
  return [...new Set([...before, ...ownEntries(name)])];
}

/**
 * tsconfig.json's `paths` of the unit names: each name (without `unit:`) → its module, as esbuild,
 * TypeScript and tsx resolve it; none when `root` has no tsconfig.json.
 * @param {string} [root] the repository's root (scripts/checkTree.ts reads scratch trees too)
 * @returns {Record<string, string>}
 */
export function typedUnits(root = ROOT) {
  const file = path.join(root, 'tsconfig.json');
  if (!existsSync(file)) return {};
  /** @type {{ compilerOptions?: { paths?: Record<string, string[]> } }} */
  const tsconfig = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions?.paths ?? {})
      .filter(([name]) => name.startsWith(UNIT_PREFIX))
      .map(([name, [target]]) => [name.slice(UNIT_PREFIX.length), path.posix.normalize(target ?? '')]),
  );
}

/**
 * Fails when the code's `import()` targets and the table part ways: a target no unit or texts
 * family names, a unit whose entry nothing fetches, a unit of our code fetched by its path rather
 * than its name, or a name whose module tsconfig.json's `paths` give otherwise.
 * @param {import('esbuild').Metafile} metafile esbuild's, before the chunks are merged
 * @param {Readonly<Record<string, string>>} [typed] each unit name's module as TypeScript resolves it (`typedUnits()`)
 */
export function checkUnits(metafile, typed = typedUnits()) {
  const targets = new Set();
  const byPath = [];
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path: target, kind, original } of imports) {
      if (kind !== 'dynamic-import') continue;
      targets.add(target);
      if (!original?.startsWith(UNIT_PREFIX) && !target.startsWith('node_modules/')) byPath.push([input, target]);
    }
  }
  const entries = new Map(Object.entries(UNITS).map(([name, unit]) => [unit.entry, name]));
  const unnamed = [...targets].filter((target) => !entries.has(target) && !Object.values(TEXTS).some(({ pattern }) => pattern.test(target)));
  const unfetched = [...entries].filter(([entry]) => !targets.has(entry)).map(([, name]) => name);
  const pathsOff = [...new Set([...Object.keys(UNITS), ...Object.keys(typed)])].filter(
    (name) => !UNITS[name]?.entry.startsWith('node_modules/') && typed[name] !== UNITS[name]?.entry,
  );
  const problems = [
    ...unnamed.map((target) => `${target} is fetched with import() but is no unit of build/lazy-units.mjs`),
    ...unfetched.map((name) => `the unit ${name} (${UNITS[name].entry}) is fetched by no import()`),
    ...byPath
      .filter(([, target]) => entries.has(target))
      .map(([input, target]) => `${input} fetches the unit ${entries.get(target)} by its path: import('${UNIT_PREFIX}${entries.get(target)}')`),
    ...pathsOff.map((name) => `tsconfig.json's paths give ${UNIT_PREFIX}${name} as ${typed[name] ?? 'nothing'}, the table as ${UNITS[name]?.entry ?? 'nothing'}`),
  ];
  if (problems.length > 0) throw new Error(`lazy-units:\n  ${problems.join('\n  ')}`);
}
