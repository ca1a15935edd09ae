/**
 * The fake bKash on its own (`npm start` runs it when BKASH_BASE_URL is unset): listens on
 * 127.0.0.1:BKASH_FAKE_PORT and accepts the BKASH_* credentials the API was given, so both
 * read the same environment and agree.
 */
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { loadConfig } from '../../../platform/config.ts';
import { createFakeBkash } from './fake-bkash.ts';
import { bkashClientConfig } from './settings.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL, name: 'fake-bkash' });
const { appKey, appSecret, username, password } = bkashClientConfig(config);
const fake = await createFakeBkash({
  host: '127.0.0.1',
  port: config.BKASH_FAKE_PORT,
  credentials: { appKey, appSecret, username, password },
  publicUrl: config.BKASH_FAKE_PUBLIC_URL,
});
log.info({ url: fake.url }, 'fake bKash listening (payments here move no money)');

closeWithGrace({ delay: 5_000 }, async ({ err }) => {
  if (err) log.error({ err }, 'fake bKash stopping after an error');
  await fake.close();
});
