import {
  Configuration,
  FetchError,
  FrontendApi,
  ResponseError,
  type FlowError,
  type LoginFlow,
  type RecoveryFlow,
  type RegistrationFlow,
  type SettingsFlow,
  type UiNode,
  type VerificationFlow,
} from '@ory/client-fetch';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  browserFlowUrl,
  classifyFlowError,
  flowPagePath,
  throughProxy,
  type FlowKind,
  type FlowProblem,
} from './flows.ts';
import { absoluteReturnTo, firstParam, localReturnPath, requestOrigin } from './return-to.ts';

/**
 * Server rendering of identity flows: pages fetch their flow from the identity service
 * directly (IDENTITY_URL), forwarding the visitor's cookies, and redirect the way Kratos'
 * own reference UI does when there is no usable flow.
 */

const DEFAULT_IDENTITY_URL = 'http://127.0.0.1:4433';

export function identityUrl(): string {
  return process.env.IDENTITY_URL || DEFAULT_IDENTITY_URL;
}

function serverFrontendApi(): FrontendApi {
  return new FrontendApi(
    new Configuration({ basePath: identityUrl(), headers: { Accept: 'application/json' } }),
  );
}

interface Flows {
  login: LoginFlow;
  registration: RegistrationFlow;
  recovery: RecoveryFlow;
  verification: VerificationFlow;
  settings: SettingsFlow;
}

const getters: {
  [K in FlowKind]: (api: FrontendApi, id: string, cookie: string) => Promise<Flows[K]>;
} = {
  login: (api, id, cookie) => api.getLoginFlow({ id, cookie }),
  registration: (api, id, cookie) => api.getRegistrationFlow({ id, cookie }),
  recovery: (api, id, cookie) => api.getRecoveryFlow({ id, cookie }),
  verification: (api, id, cookie) => api.getVerificationFlow({ id, cookie }),
  settings: (api, id, cookie) => api.getSettingsFlow({ id, cookie }),
};

export type SearchParams = Record<string, string | string[] | undefined>;

/** Why a flow page shows an error instead of a form. */
export interface FlowLoadError {
  status: number;
  id?: string;
  message?: string;
}

export type LoadedFlow<K extends FlowKind> =
  | { flow: Flows[K]; origin: string; error?: undefined }
  | { flow?: undefined; origin: string; error: FlowLoadError };

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The flow with every identity-service URL in it pointed at the web origin's proxy. */
function proxied<F extends { ui: { action: string; nodes: UiNode[] } }>(
  flow: F,
  origin: string,
): F {
  const rewrite = (url: string) => throughProxy(url, origin, identityUrl());
  return {
    ...flow,
    ui: {
      ...flow.ui,
      action: rewrite(flow.ui.action),
      nodes: flow.ui.nodes.map((node) =>
        node.attributes.node_type === 'a'
          ? { ...node, attributes: { ...node.attributes, href: rewrite(node.attributes.href) } }
          : node,
      ),
    },
  };
}

/**
 * The flow a page renders. Without `?flow=` (or with an expired, unknown or foreign one) the
 * browser is sent to create a new flow; a visitor who is already signed in goes to return_to.
 */
export async function loadFlow<K extends FlowKind>(
  kind: K,
  searchParams: SearchParams,
): Promise<LoadedFlow<K>> {
  const [incoming, cookieStore] = await Promise.all([headers(), cookies()]);
  const origin = requestOrigin(incoming);
  const params = Object.fromEntries(
    Object.entries(searchParams).map(([key, value]) => [key, firstParam(value)]),
  );
  const returnTo = absoluteReturnTo(params.return_to, origin);
  const start = () => redirect(browserFlowUrl(kind, params, returnTo));

  const flowId = params.flow;
  if (!flowId) start();

  let problem: FlowProblem;
  try {
    const flow = await getters[kind](serverFrontendApi(), flowId!, cookieStore.toString());
    return { flow: proxied(flow, origin), origin };
  } catch (error) {
    if (error instanceof ResponseError) {
      problem = classifyFlowError(error.response.status, await readBody(error.response));
    } else if (error instanceof FetchError) {
      console.error('[web] identity service unreachable:', error.cause?.message ?? error.message);
      return { origin, error: { status: 503 } };
    } else {
      throw error;
    }
  }

  switch (problem.action) {
    case 'restart':
      return start();
    case 'use-flow':
      return redirect(flowPagePath(kind, problem.flowId));
    case 'redirect':
      return redirect(throughProxy(problem.to, origin, identityUrl()));
    case 'signed-in':
      return redirect(localReturnPath(params.return_to, origin) ?? '/');
    case 'sign-in':
      return redirect(`/login?return_to=${encodeURIComponent(`/${kind}`)}`);
    case 'show-error':
      return {
        origin,
        error: { status: problem.status, id: problem.id, message: problem.message },
      };
  }
}

/** `GET /self-service/errors?id=` for the error page; null when it is unknown or unreachable. */
export async function loadFlowError(id: string | undefined): Promise<FlowError | null> {
  if (!id) return null;
  try {
    return await serverFrontendApi().getFlowError({ id });
  } catch (error) {
    if (error instanceof ResponseError || error instanceof FetchError) return null;
    throw error;
  }
}

/** The page a flow's `return_to` names, if it is on this site. */
export function flowReturnPath(flow: { return_to?: string }, origin: string): string | null {
  return localReturnPath(flow.return_to, origin);
}
