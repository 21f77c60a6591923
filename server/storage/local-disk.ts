import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Storage } from './storage.ts';
import { contentTypeOfKey, isStorageKey } from './storage.ts';

/**
 * Files in a folder on this machine (by default `<data dir>/files`). A file is written under a
 * temporary name and renamed, so a reader never sees half a file.
 */
export function localDiskStorage(dir: string): Storage {
  const pathOf = (key: string) => {
    // Keys come from our own hashing; a bad one here is a bug, never a path to follow.
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return join(dir, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return {
          body: createReadStream(path),
          contentType: contentTypeOfKey(key),
          size: info.size,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
