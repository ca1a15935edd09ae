import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

// Next answers a proxied `/api/*` call with `x-middleware-rewrite: http://127.0.0.1:4000/...`,
// naming the internal upstream; `x-powered-by` names the software. Neither is for browsers.
const INTERNAL_HEADER = /^(x-middleware-.*|x-powered-by)$/i;

export function isInternalHeader(name: string): boolean {
  return INTERNAL_HEADER.test(name);
}

/**
 * Removes internal headers from a response just before its head is sent, whoever set them
 * (Next's router sets `x-middleware-rewrite` after our proxy has run, so only the server can).
 * Node sends the head through `writeHead`, also when a body is written without calling it.
 */
export function hideInternalHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithoutInternal(
    this: ServerResponse,
    ...args: Parameters<ServerResponse['writeHead']>
  ) {
    for (const name of this.getHeaderNames()) {
      if (isInternalHeader(name)) this.removeHeader(name);
    }
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      args[args.length - 1] = withoutInternal(last as OutgoingHttpHeaders);
    }
    return writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>);
  } as ServerResponse['writeHead'];
}

function withoutInternal(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !isInternalHeader(name)));
}
