import { expect } from '@open-wc/testing';
import { moduleSlot } from '../src/ui/loadedModules.ts';
import { presentSlot, slotPart } from '../src/ui/slotParts.ts';

/** An importer the test resolves or rejects by hand, counting its calls. */
function manualImporter() {
  const calls: { resolve: (value: { name: string }) => void; reject: (error: Error) => void }[] = [];
  const importer = () => new Promise<{ name: string }>((resolve, reject) => calls.push({ resolve, reject }));
  return { importer, calls };
}

describe('loaded modules', () => {
  it('fetches a module once however often it is asked for, and keeps it for a render that cannot wait', async () => {
    const { importer, calls } = manualImporter();
    const slot = moduleSlot(importer);
    expect(slot.current).to.equal(undefined);
    const first = slot.load();
    const second = slot.load();
    expect(calls).to.have.length(1);
    calls[0]!.resolve({ name: 'Login' });
    expect(await first).to.deep.equal({ name: 'Login' });
    expect(await second).to.equal(await first);
    expect(slot.current).to.equal(await first);
    await slot.load();
    expect(calls).to.have.length(1);
  });

  it('fetches again after a failed load (a chunk lost to the network), and keeps nothing from the failure', async () => {
    const { importer, calls } = manualImporter();
    const slot = moduleSlot(importer);
    const failed = slot.load();
    calls[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    let error: unknown;
    try {
      await failed;
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(Error);
    expect(slot.current).to.equal(undefined);
    const retried = slot.load();
    expect(calls).to.have.length(2);
    calls[1]!.resolve({ name: 'Verify' });
    expect(await retried).to.deep.equal({ name: 'Verify' });
    expect(slot.current).to.deep.equal({ name: 'Verify' });
  });

  it('gives the parts of one chunk (the later screens) each a slot: one fetch, the same part every time', async () => {
    const { importer, calls } = manualImporter();
    const chunk = moduleSlot(importer);
    const [verify, registry] = [slotPart(chunk, (module) => ({ screen: `${module.name}/Verify` })), slotPart(chunk, (module) => ({ screen: `${module.name}/Registry` }))];
    expect(verify.current).to.equal(undefined);
    const loading = [verify.load(), registry.load()];
    expect(calls).to.have.length(1);
    calls[0]!.resolve({ name: 'later' });
    expect(await Promise.all(loading)).to.deep.equal([{ screen: 'later/Verify' }, { screen: 'later/Registry' }]);
    expect(verify.current).to.equal(await loading[0]);
    expect(verify.current).to.equal(verify.current);
  });

  it("has a module of the importer's own chunk (Login, in the popup's) from the start", async () => {
    const login = { name: 'Login' };
    const slot = presentSlot(login);
    expect(slot.current).to.equal(login);
    expect(await slot.load()).to.equal(login);
  });
});
