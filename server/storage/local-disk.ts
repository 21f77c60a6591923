import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  /** Writes through `write(temporary)` and renames, so a reader never sees half a file. */
  const writeAtomically = async (key: string, write: (temporary: string) => Promise<void>) => {
    const path = pathOf(key);
    await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  const sizeOf = async (key: string): Promise<number | null> => {
    try {
      return (await stat(pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    kind: 'local',
    async put(key, body) {
      await writeAtomically(key, (temporary) => writeFile(temporary, body));
    },
    async putFile(key, source) {
      await writeAtomically(key, (temporary) => copyFile(source, temporary));
    },
    async get(key, range) {
      if (!isStorageKey(key)) return null;
      const size = await sizeOf(key);
      if (size === null) return null;
      return {
        body: createReadStream(pathOf(key), range ?? {}),
        contentType: contentTypeOfKey(key),
        size,
      };
    },
    async head(key) {
      if (!isStorageKey(key)) return null;
      const size = await sizeOf(key);
      return size === null ? null : { contentType: contentTypeOfKey(key), size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
