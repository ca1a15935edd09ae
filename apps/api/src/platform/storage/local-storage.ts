import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { Storage } from '../storage.ts';
import { assertStorageKey } from './storage-key.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on local disk: `objects/<key>` holds the bytes and `meta/<key>.json` the content type.
 * A put writes into `tmp/` and renames into place, so a reader never sees half a file and a
 * crash leaves no partial object (only a stray temp file).
 */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const pathOf = (area: 'objects' | 'meta', key: string) => {
    assertStorageKey(key);
    const file = path.join(base, area, area === 'meta' ? `${key}.json` : key);
    // The key rule already forbids it; this keeps the promise if the rule ever loosens.
    if (!file.startsWith(path.join(base, area) + path.sep)) {
      throw new Error('Storage key escapes the storage root');
    }
    return file;
  };
  const moveIntoPlace = async (temp: string, target: string) => {
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temp, target);
  };

  return {
    async put(key, body, contentType) {
      const object = pathOf('objects', key);
      const meta = pathOf('meta', key);
      const tmp = path.join(base, 'tmp');
      await mkdir(tmp, { recursive: true });
      const tempObject = path.join(tmp, randomUUID());
      const tempMeta = path.join(tmp, randomUUID());
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          createWriteStream(tempObject),
        );
        await writeFile(tempMeta, JSON.stringify({ contentType }));
        await moveIntoPlace(tempMeta, meta);
        await moveIntoPlace(tempObject, object);
      } finally {
        await rm(tempObject, { force: true });
        await rm(tempMeta, { force: true });
      }
    },

    async get(key) {
      const object = pathOf('objects', key);
      try {
        const { size } = await stat(object);
        const meta = JSON.parse(await readFile(pathOf('meta', key), 'utf8')) as {
          contentType?: string;
        };
        return {
          body: createReadStream(object),
          size,
          contentType: meta.contentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf('objects', key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf('objects', key), { force: true });
      await rm(pathOf('meta', key), { force: true });
    },
  };
}
