import { describe, expect, it } from 'vitest';
import { loadDemoContent } from '../../demo/content-demo.ts';
import { CONTENT_SLUGS } from './slugs.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useStaffToken } from '../../../test/orders-testbed.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';

const STAFF_TOKEN = 'content-staff-token-0123456789';
useStaffToken(STAFF_TOKEN);
const staff = { 'x-staff-token': STAFF_TOKEN };
const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({ STAFF_TOKEN, IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }),
});
const BASE = '/api/content/customer/v1';
const ENTRIES = '/api/content/admin/v1/entries';

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const hero = (heading: string) => [{ type: 'hero', heading }];

/** A staff draft of `slug`, published now or at `publishAt`; answers the entry. */
async function publish(
  slug: string,
  body: Record<string, unknown>,
  publishAt?: string,
): Promise<{ id: number }> {
  const draft = await ctx.app.inject({
    method: 'POST',
    url: ENTRIES,
    headers: staff,
    payload: { slug, locale: 'en', title: slug, ...body },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const done = await ctx.app.inject({
    method: 'POST',
    url: `${ENTRIES}/${draft.json().data.id}/publish`,
    headers: staff,
    payload: { ...(publishAt ? { publish_at: publishAt } : {}) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data;
}

describe('content service', () => {
  it('serves demo content for every slug in English and Bengali, and 404 for an unknown slug', async () => {
    await loadDemoContent(ctx.database.db);
    expect(await loadDemoContent(ctx.database.db)).toBe(0);
    for (const slug of CONTENT_SLUGS) {
      for (const locale of ['en', 'bn']) {
        const res = await get(`${BASE}/contents/${slug}?locale=${locale}`);
        expect(res.statusCode, `${slug} ${locale}: ${res.body}`).toBe(200);
        expect(res.json().data).toMatchObject({ slug, locale });
        expect(res.json().data.blocks.length).toBeGreaterThan(0);
      }
    }
    expect(res404(await get(`${BASE}/contents/no-such-page`))).toBe('unknown_content');
    // A product's live banners: a known pattern, with content for the demo product only.
    expect((await get(`${BASE}/contents/all-live-homepage`)).statusCode).toBe(200);
    expect((await get(`${BASE}/contents/lamp-live-homepage`)).statusCode).toBe(404);
    // The browser's language when none is asked for.
    const bengali = await get(`${BASE}/contents/footer-menu`, {
      'accept-language': 'bn-BD,bn;q=0.9',
    });
    expect(bengali.json().data.locale).toBe('bn');
    expect(bengali.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers several slugs and the navigation at once', async () => {
    await loadDemoContent(ctx.database.db);
    const many = await get(`${BASE}/multiple-contents?slugs=footer-menu,site-logos&locale=bn`);
    expect(many.statusCode, many.body).toBe(200);
    expect(Object.keys(many.json().data).sort()).toEqual(['footer-menu', 'site-logos']);
    expect(res404(await get(`${BASE}/multiple-contents?slugs=footer-menu,nope`))).toBe(
      'unknown_content',
    );
    expect((await get(`${BASE}/multiple-contents?slugs=`)).statusCode).toBe(400);
    const nav = await get(`${BASE}/navigation-list`);
    expect(Object.keys(nav.json().data).sort()).toEqual([
      'category-navigation',
      'footer-menu',
      'service-navigation',
    ]);
  });

  it('shows a region its own version first, and a scheduled version only from its time', async () => {
    await publish('talk-to-expert', { region_code: 'IN', blocks: hero('Namaste from Crossport') });
    const india = await get(`${BASE}/contents/talk-to-expert?region=IN&locale=en`);
    expect(india.json().data.blocks[0].heading).toBe('Namaste from Crossport');
    const viaHeader = await get(`${BASE}/contents/talk-to-expert?locale=en`, { 'x-region': 'IN' });
    expect(viaHeader.json().data.region_code).toBe('IN');
    const bangladesh = await get(`${BASE}/contents/talk-to-expert?region=BD&locale=en`);
    expect(bangladesh.json().data.region_code).toBeNull();

    const later = new Date(Date.now() + 3_600_000).toISOString();
    await publish('random-page-content', { blocks: hero('Coming in an hour') }, later);
    const now = await get(`${BASE}/contents/random-page-content?locale=en`);
    expect(now.json().data.blocks[0].heading).not.toBe('Coming in an hour');
  });

  it('refuses invalid blocks at write time, naming the field, and keeps published versions as shown', async () => {
    const bad = async (blocks: unknown, field: RegExp) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: ENTRIES,
        headers: staff,
        payload: { slug: 'after-login', locale: 'en', title: 'x', blocks },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toMatch(field);
    };
    await bad([{ type: 'marquee', text: 'hi' }], /body\.blocks\.0/);
    await bad([{ type: 'hero' }], /body\.blocks\.0\.heading/);
    await bad(
      [{ type: 'hero', heading: 'x', cta: { label: 'Go', href: 'javascript:alert(1)' } }],
      /href/,
    );
    await bad(
      [{ type: 'product_rail', title: 'Both', query: { keyword: 'bag' }, product_ids: [1] }],
      /query/,
    );
    await bad([], /body\.blocks/);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: staff,
      payload: { slug: 'my-page', locale: 'en', title: 'x', blocks: hero('x') },
    });
    expect(unknown.statusCode).toBe(404);

    const { id } = await publish('app-landing-page', { blocks: hero('Get the app') });
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `${ENTRIES}/${id}`,
      headers: staff,
      payload: { locale: 'en', title: 'x', blocks: hero('Changed') },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('content_published');
    const list = await get(`${ENTRIES}?slug=app-landing-page`, staff);
    expect(list.json().data[0]).toMatchObject({ id, status: 'published', edited_by: 'machine' });
    expect((await get(`${ENTRIES}`)).statusCode).toBe(401);
  });

  describe('links and pictures in blocks stay on this site or go to https', () => {
    const save = (blocks: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: ENTRIES,
        headers: staff,
        payload: { slug: 'after-login', locale: 'en', title: 'x', blocks },
      });
    // Every place a block takes a link or a picture.
    const placed = (link: string) =>
      [
        ['a call to action', [{ type: 'hero', heading: 'x', cta: { label: 'Go', href: link } }]],
        ['a banner picture', [{ type: 'banner_carousel', banners: [{ image: link, alt: 'x' }] }]],
        ['a menu link', [{ type: 'links', links: [{ label: 'Go', href: link }] }]],
        ['a logo', [{ type: 'logos', logos: [{ name: 'primary', image: link, alt: 'x' }] }]],
      ] as const;

    it.each([
      '/\\evil.example',
      '\\\\evil.example',
      '//evil.example',
      '/%5Cevil.example',
      '/%2F%2Fevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'java\tscript:alert(1)',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/',
      'HTTP://example.com/',
      '/\uff0fevil.example',
      'https://crossport.example@evil.example/',
    ])('refuses %j wherever a block takes a link', async (link) => {
      for (const [where, blocks] of placed(link)) {
        const res = await save(blocks);
        expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
        expect(JSON.stringify(res.json().error.details), where).toMatch(/href|image/);
      }
    });

    it('keeps site paths and https URLs, without the spaces around them', async () => {
      const res = await save([
        {
          type: 'hero',
          heading: 'x',
          image: ' https://cdn.example.com/hero.webp ',
          cta: { label: 'Go', href: '\t/campaigns/eid?from=home#top\n' },
          secondary_cta: { label: 'More', href: 'HTTPS://example.com/help' },
        },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.blocks[0]).toMatchObject({
        image: 'https://cdn.example.com/hero.webp',
        cta: { href: '/campaigns/eid?from=home#top' },
        secondary_cta: { href: 'HTTPS://example.com/help' },
      });
    });
  });

  it('records the signed-in editor as edited_by, never a name the body gives', async () => {
    const mim = await signInStaff(identity, ctx.database.db, ['content']);
    const rumana = await signInStaff(identity, ctx.database.db, ['content']);
    const entry = { slug: 'talk-to-expert', locale: 'en', title: 'Who wrote this' };
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: mim.headers,
      payload: { ...entry, edited_by: 'Someone Else', blocks: hero('x') },
    });
    // "Who" is not an input: a body naming someone is refused and saves nothing.
    expect(claimed.statusCode).toBe(400);
    expect(JSON.stringify(claimed.json().error)).toMatch(/edited_by/);

    const draft = await ctx.app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: mim.headers,
      payload: { ...entry, blocks: hero('First words') },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data.edited_by).toBe(mim.email);
    const id = draft.json().data.id as number;

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `${ENTRIES}/${id}`,
      headers: rumana.headers,
      payload: { locale: 'en', title: 'Who wrote this', blocks: hero('Better words') },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.edited_by).toBe(rumana.email);

    const claimedPublish = await ctx.app.inject({
      method: 'POST',
      url: `${ENTRIES}/${id}/publish`,
      headers: mim.headers,
      payload: { edited_by: rumana.email },
    });
    expect(claimedPublish.statusCode).toBe(400);
    const published = await ctx.app.inject({
      method: 'POST',
      url: `${ENTRIES}/${id}/publish`,
      headers: mim.headers,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await get(`${ENTRIES}/${id}`, staff)).json().data).toMatchObject({
      status: 'published',
      edited_by: mim.email,
    });
  });

  it('discards a draft, never a published version; the shop never showed the draft', async () => {
    const del = (id: number) =>
      ctx.app.inject({ method: 'DELETE', url: `${ENTRIES}/${id}`, headers: staff });
    const draft = await ctx.app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: staff,
      payload: {
        slug: 'talk-to-expert',
        locale: 'en',
        title: 'Second thoughts',
        blocks: hero('Not this one'),
      },
    });
    const id = draft.json().data.id as number;
    const gone = await del(id);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await get(`${ENTRIES}/${id}`, staff)).statusCode).toBe(404);
    expect((await del(id)).statusCode).toBe(404);

    const shown = await publish('talk-to-expert', { blocks: hero('Talk to us') });
    const kept = await del(shown.id);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.code).toBe('content_published');
    expect((await get(`${ENTRIES}/${shown.id}`, staff)).json().data.status).toBe('published');
  });

  it('lists versions by slug, language, region and state, paged, and opens one', async () => {
    // A slug of its own: the demo content loaded above has every fixed slug.
    const slug = `lamp${process.pid}-live-homepage`;
    const draft = async (body: Record<string, unknown>) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: ENTRIES,
        headers: staff,
        payload: {
          slug,
          title: 't',
          blocks: hero('x'),
          ...body,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const bdBengali = await draft({ locale: 'bn', region_code: 'BD' });
    const everyEnglish = await draft({ locale: 'en' });
    const { id: published } = await publish(slug, { blocks: hero('Live') });
    const ids = async (query: string) => {
      const res = await get(`${ENTRIES}?slug=${slug}&${query}`, staff);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((e: { id: number }) => e.id) as number[];
    };
    expect(await ids('locale=bn')).toEqual([bdBengali]);
    expect(await ids('region_code=BD')).toEqual([bdBengali]);
    expect(await ids('region_code=every&status=draft')).toEqual([everyEnglish]);
    expect(await ids('status=published')).toContain(published);
    const paged = (await get(`${ENTRIES}?slug=${slug}&per_page=1&page=2`, staff)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination.total).toBeGreaterThanOrEqual(3);
    expect((await get(`${ENTRIES}?region_code=bd`, staff)).statusCode).toBe(400);

    const one = await get(`${ENTRIES}/${bdBengali}`, staff);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      id: bdBengali,
      locale: 'bn',
      region_code: 'BD',
      status: 'draft',
      blocks: [{ type: 'hero', heading: 'x' }],
    });
    expect((await get(`${ENTRIES}/99999999`, staff)).statusCode).toBe(404);
  });
});

function res404(res: { statusCode: number; json(): { error: { code: string } } }): string {
  expect(res.statusCode).toBe(404);
  return res.json().error.code;
}
