/**
 * Every shopper journey on the demo page (the built element, served as `npm start` serves it),
 * asserting what the shopper and the host page see: the `login-success` detail, the header's
 * account label, the page it lands on, and that no page logged an error in any of its windows
 * (`everyProblem`). The same journeys (`journeys/*.ts`) run in each engine; each test's name
 * starts with the engine's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DriverHang, type Context, type Engine, type Tab } from './support/driver.ts';
import { isSelected, type EngineName } from './support/engines.ts';
import { startDemo, type Demo } from './support/demo.ts';
import type { DefineJourney } from './support/journey.ts';
import { pageProblems, watchProblems, whatIsShown } from './support/shopper.ts';
import { accountJourneys } from './journeys/account.ts';
import { emailSignupJourneys } from './journeys/emailSignup.ts';
import { headerJourneys } from './journeys/header.ts';
import { loginJourneys } from './journeys/login.ts';
import { mergeJourneys } from './journeys/merge.ts';
import { nextStepJourneys } from './journeys/nextSteps.ts';
import { passkeyJourneys } from './journeys/passkeys.ts';
import { securityJourneys } from './journeys/security.ts';
import { signupJourneys } from './journeys/signup.ts';
import { takeBackJourneys } from './journeys/takeBack.ts';
import { thirdPartyJourneys } from './journeys/thirdParty.ts';

/** One run of a journey; a run that met a hung driver is followed by a second (see `DriverHang`). */
const JOURNEY_TIMEOUT_MS = 90_000;

/**
 * What went wrong in every window of every context of a journey, each said with its window: the
 * shopper's tab, a device's (the phone), a window one of them opened. A window that has closed
 * itself cannot be asked: what went wrong in it is also in its opener's notes.
 */
async function everyProblem(contexts: readonly Context[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, context] of contexts.entries()) {
    const owner = index === 0 ? "the shopper's" : `device ${index}'s`;
    for (const [order, tab] of context.tabs().entries()) {
      const where = order === 0 ? `${owner} tab` : `window ${order} opened from ${owner} tab`;
      for (const problem of await problemsOfOpenWindow(tab)) problems.push(`${where}: ${problem}`);
    }
  }
  return problems;
}

/** `pageProblems` of a window, or none once it has closed (possibly while being asked). */
async function problemsOfOpenWindow(tab: Tab): Promise<string[]> {
  if (!(await tab.isOpen())) return [];
  try {
    return await pageProblems(tab);
  } catch (error) {
    if (!(await tab.isOpen())) return [];
    throw error;
  }
}

/**
 * The engine's journeys, or, when $ENGINES does not choose it, a suite without tests whose name says
 * so (the engine is not started).
 */
export function journeys(name: EngineName, launch: () => Promise<Engine>): void {
  if (!isSelected(name)) {
    describe(`${name}: not run, ENGINES=${process.env.ENGINES ?? ''} does not choose it`, () => {});
    return;
  }
  describe(`${name}: journeys on the demo page`, () => {
    let engine: Engine | undefined;
    let demo: Demo | undefined;

    before(async () => {
      engine = await launch();
      demo = await startDemo();
    });

    after(async () => {
      await engine?.close();
      await demo?.close();
    });

    /** One run of a journey in fresh contexts; the scenario accounts and switches are put back after it. */
    const runOnce = async (started: Engine, served: Demo, run: Parameters<DefineJourney>[1]) => {
      const contexts: Context[] = [];
      const open = async () => {
        const context = await started.newContext();
        contexts.push(context);
        await watchProblems(context.tab);
        return context.tab;
      };
      try {
        const tab = await open();
        try {
          await run({ tab, origin: served.origin, demo: served, device: open });
          assert.deepEqual(await everyProblem(contexts), [], "nothing went wrong behind the shopper's back, on any device, in any window");
        } catch (error) {
          // A hung driver cannot say what the tab shows.
          if (error instanceof DriverHang) throw error;
          throw new Error(`${error instanceof Error ? error.message : String(error)}\n  the shopper's tab: ${await whatIsShown(tab)}`, { cause: error });
        }
      } finally {
        for (const context of contexts) await context.close();
        await served.reset();
      }
    };

    /**
     * A test of one journey. A browser or driver that stops answering (not a page that shows the
     * wrong thing) is said on stderr and the journey runs once more in fresh contexts; a second hang fails.
     */
    const journey: DefineJourney = (title, run) => {
      it(`${name}: ${title}`, { timeout: 2 * JOURNEY_TIMEOUT_MS }, async () => {
        assert.ok(engine && demo, `${name} did not start`);
        try {
          await runOnce(engine, demo, run);
        } catch (error) {
          if (!(error instanceof DriverHang)) throw error;
          console.warn(`${name}: ${title}: ${error.message}; the journey runs once more in fresh contexts`);
          await runOnce(engine, demo, run);
        }
      });
    };

    for (const group of [
      headerJourneys,
      loginJourneys,
      signupJourneys,
      emailSignupJourneys,
      nextStepJourneys,
      thirdPartyJourneys,
      accountJourneys,
      securityJourneys,
      takeBackJourneys,
      mergeJourneys,
    ])
      group(journey);
    // A virtual authenticator is Chromium's alone here (docs/testing.md).
    if (name === 'Chromium') passkeyJourneys(journey);
  });
}
