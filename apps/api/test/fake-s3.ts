import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

/** What a SigV4-signed request carries (the signature itself is not recomputed). */
const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;

export interface FakeS3 {
  url: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string; authorization: string }[];
  close(): Promise<void>;
}

function errorXml(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

function signedCorrectly(request: IncomingMessage, accessKeyId: string): boolean {
  const match = SIGV4.exec(request.headers.authorization ?? '');
  if (!match || match[1] !== accessKeyId) return false;
  const signed = match[3]!.split(';');
  return (
    signed.includes('host') &&
    signed.includes('x-amz-date') &&
    typeof request.headers['x-amz-date'] === 'string' &&
    typeof request.headers['x-amz-content-sha256'] === 'string'
  );
}

/**
 * A tiny S3-compatible server on 127.0.0.1 for tests: path-style PUT, GET, HEAD and DELETE of
 * objects in one bucket, refusing (403) any request whose Authorization is not SigV4-shaped
 * for the expected access key.
 */
export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
}): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization ?? '',
    });
    const body = await buffer(request);
    const send = (status: number, xml?: string) => {
      response.writeHead(status, xml ? { 'content-type': 'application/xml' } : {});
      response.end(request.method === 'HEAD' ? undefined : xml);
    };
    if (!signedCorrectly(request, options.accessKeyId)) return send(403, errorXml('AccessDenied'));
    const prefix = `/${options.bucket}/`;
    if (!path.startsWith(prefix) || path.length === prefix.length) {
      return send(404, errorXml('NoSuchBucket'));
    }
    const key = path.slice(prefix.length);
    const object = objects.get(key);
    switch (request.method) {
      case 'PUT':
        objects.set(key, {
          body,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
        response.writeHead(200, { etag: '"fake"' });
        return response.end();
      case 'GET':
      case 'HEAD':
        if (!object) return send(404, errorXml('NoSuchKey'));
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: '"fake"',
        });
        return response.end(request.method === 'GET' ? object.body : undefined);
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        return send(405, errorXml('MethodNotAllowed'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket: options.bucket,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
