import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import {
  createRegionsRepository,
  createRegionsService,
  createRegionTerms,
} from '../../regions/index.ts';
import { createCatalogRepository } from '../repository.ts';
import { createCatalogService } from '../service.ts';

const ctx = useTestApp();

/** A link import and its queued job are one transaction (the outbox), never one without the other. */
describe('link import through the outbox', () => {
  function catalogWith(dispatch: () => Promise<void>) {
    return createCatalogService({
      repository: createCatalogRepository(ctx.database.db),
      regionTerms: createRegionTerms(
        createRegionsService(createRegionsRepository(ctx.database.db), 'BD'),
      ),
      harvest: { dispatch },
      allowPrivateHosts: true,
      searchCacheMs: 0,
      onError: () => {},
    });
  }

  async function jobsFor(url: string) {
    const { rows } = await ctx.database.pool.query<{ status: string }>(
      'select status from harvest_jobs where url = $1',
      [url],
    );
    return rows;
  }

  it('stores no import when its job cannot be queued, so a retry starts afresh', async () => {
    const url = `http://127.0.0.1:9/item/${Date.now()}`;
    const refused = catalogWith(async () => {
      throw new Error('queue unavailable');
    });
    await expect(refused.startHarvest(url, null)).rejects.toThrow('queue unavailable');
    expect(await jobsFor(url)).toEqual([]);

    const queued: string[] = [];
    const working = catalogWith(async () => {
      queued.push('job');
    });
    const job = await working.startHarvest(url, null);
    expect(job.status).toBe('queued');
    expect(await jobsFor(url)).toEqual([{ status: 'queued' }]);
    expect(queued).toEqual(['job']);
  });
});
