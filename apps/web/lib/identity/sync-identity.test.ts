import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api-error.ts';
import { SYNCED_SESSION_KEY, createIdentitySync } from './sync-identity.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function setup(post: () => Promise<unknown>) {
  const storage = memoryStorage();
  const logger = { info: vi.fn(), error: vi.fn() };
  const postSpy = vi.fn(post);
  return {
    storage,
    logger,
    post: postSpy,
    sync: createIdentitySync({ post: postSpy, storage, logger }),
  };
}

describe('syncing the identity to the commerce API', () => {
  it('posts once per session id, even when asked twice at the same time', async () => {
    const { sync, post, storage } = setup(async () => undefined);
    const [first, second] = await Promise.all([sync('s1'), sync('s1')]);
    expect([first, second]).toEqual(['synced', 'synced']);
    expect(await sync('s1')).toBe('already-synced');
    expect(post).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SYNCED_SESSION_KEY)).toBe('s1');
  });

  it('syncs again for a new session', async () => {
    const { sync, post } = setup(async () => undefined);
    await sync('s1');
    expect(await sync('s2')).toBe('synced');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('logs 412 as "Sync ignored" and carries on', async () => {
    const { sync, logger } = setup(async () => {
      throw new ApiError(412, { code: 'sync_ignored', message: 'impersonated' });
    });
    expect(await sync('s1')).toBe('ignored');
    expect(logger.info).toHaveBeenCalledWith('Sync ignored');
    expect(logger.error).not.toHaveBeenCalled();
    expect(await sync('s1')).toBe('already-synced');
  });

  it('logs any other failure as "Failed to sync identity", rethrows, and retries next time', async () => {
    const failure = new ApiError(503, { code: 'service_unavailable', message: 'down' });
    const { sync, logger, post } = setup(async () => {
      throw failure;
    });
    await expect(sync('s1')).rejects.toBe(failure);
    expect(logger.error).toHaveBeenCalledWith('Failed to sync identity', failure);
    await expect(sync('s1')).rejects.toBe(failure);
    expect(post).toHaveBeenCalledTimes(2);

    const offline = setup(async () => {
      throw new NetworkError(new Error('offline'));
    });
    await expect(offline.sync('s1')).rejects.toBeInstanceOf(NetworkError);
  });
});
