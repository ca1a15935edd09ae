import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';

/**
 * The identity service (Ory Kratos-compatible self-service API). This process exists so the
 * stack's shape is final from day one; its flows, sessions and strategies arrive with the
 * identity issue. Until then it answers health checks and says so for everything else.
 */
const port = Number(process.env.IDENTITY_PORT ?? 4433);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

app.get('/health/alive', async () => ({ status: 'ok' }));
app.get('/health/ready', async () => ({ status: 'ok' }));
app.setNotFoundHandler((request, reply) => {
  reply.status(404).send({
    error: {
      code: 404,
      status: 'Not Found',
      reason: 'The identity service does not serve this endpoint yet.',
      message: 'The requested resource could not be found',
    },
  });
});

closeWithGrace({ delay: 5_000 }, async () => {
  await app.close();
});

await app.listen({ host: process.env.IDENTITY_HOST ?? '127.0.0.1', port });
