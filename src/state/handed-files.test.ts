import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from './app-store';
import { handFiles, onFilesHanded } from './hand-files';
import { createHandedFiles } from './handed-files';

// docs/product.md §19.2: files wait for their dialog's button, and are taken once.

const file = (name: string) => new File(['{}'], name);

describe('the files handed to a dialog', () => {
  it('wait, telling the buttons, until the dialog takes them', () => {
    const handed = createHandedFiles();
    const button = vi.fn();
    handed.subscribe(button);
    handFiles(handed, 'backup', [file('backup.json')]);
    expect(handed.getState().kind).toBe('backup');
    expect(button).toHaveBeenCalledTimes(1);
    const shown: string[] = [];
    const stop = onFilesHanded(handed, 'backup', (files) =>
      shown.push(...files.map((f) => f.name)),
    );
    expect(shown).toEqual(['backup.json']);
    expect(handed.getState()).toEqual({ files: [] });
    expect(button).toHaveBeenCalledTimes(2);
    stop();
  });

  it("are each app's own: a page's store shares nothing with another's", () => {
    const one = createAppStore(null);
    const other = createAppStore(null);
    handFiles(one.handed, 'sync', [file('tickday-sync-phone.json')]);
    expect(one.handed.getState().kind).toBe('sync');
    expect(other.handed.getState()).toEqual({ files: [] });
  });
});
