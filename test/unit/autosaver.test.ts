/**
 * The editor's autosave without the DOM (decision 030): what "Save draft", Publish and leaving the page rely on
 * when they call `flush`.
 */
import { expect } from 'chai';
import { Autosaver, type AutosaveStatus, type SaveOutcome } from '#islands/dashboard/editor-core/autosaver.ts';

function saverWith(save: () => Promise<SaveOutcome>) {
  const statuses: AutosaveStatus['kind'][] = [];
  const saver = new Autosaver({ save, onStatus: (status) => statuses.push(status.kind), delayMs: 60_000, retryMs: 60_000 });
  return { saver, statuses };
}

describe('Autosaver.flush', () => {
  it('saves again a change that arrived while the save ran, and answers true once all is on the server', async () => {
    let saves = 0;
    const { saver } = saverWith(async () => {
      saves += 1;
      if (saves === 1) saver.changed(); // the editor reports the last edit while the first save is under way
      return { ok: true };
    });
    saver.changed();
    expect(await saver.flush()).to.equal(true);
    expect(saves).to.equal(2);
    expect(saver.unsaved).to.equal(false);
    expect(saver.status.kind).to.equal('saved');
    saver.dispose();
  });

  it('stops after three rounds while changes keep coming, answers false and leaves the next save scheduled', async () => {
    let saves = 0;
    const { saver } = saverWith(async () => {
      saves += 1;
      saver.changed();
      return { ok: true };
    });
    saver.changed();
    expect(await saver.flush()).to.equal(false);
    expect(saves).to.equal(3);
    expect(saver.status.kind).to.equal('unsaved');
    saver.dispose();
  });

  it('answers false after a failed save without trying again at once', async () => {
    let saves = 0;
    const { saver } = saverWith(async () => {
      saves += 1;
      return { ok: false, reason: 'offline', retry: true };
    });
    saver.changed();
    expect(await saver.flush()).to.equal(false);
    expect(saves).to.equal(1);
    expect(saver.status).to.deep.equal({ kind: 'failed', reason: 'offline', retrying: true });
    saver.dispose();
  });

  it('answers false after a conflict and saves nothing more until resumed', async () => {
    let saves = 0;
    const { saver } = saverWith(async () => {
      saves += 1;
      return saves === 1 ? { ok: false, reason: 'changed elsewhere', retry: false, conflict: true } : { ok: true };
    });
    saver.changed();
    expect(await saver.flush()).to.equal(false);
    saver.changed();
    expect(await saver.flush()).to.equal(false);
    expect(saves).to.equal(1);
    expect(await saver.resume()).to.equal(true);
    expect(saves).to.equal(2);
    saver.dispose();
  });

  it('answers true at once when nothing is unsaved', async () => {
    const { saver, statuses } = saverWith(async () => ({ ok: true }));
    expect(await saver.flush()).to.equal(true);
    expect(statuses).to.deep.equal([]);
    saver.dispose();
  });
});
