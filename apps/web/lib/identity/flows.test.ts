import { describe, expect, it } from 'vitest';
import { browserFlowUrl, classifyFlowError, flowPagePath, throughProxy } from './flows.ts';

describe('starting a flow', () => {
  it('sends the browser to the identity service through the web origin', () => {
    expect(browserFlowUrl('login', {}, 'https://shop.example/dashboard')).toBe(
      '/api/.ory/self-service/login/browser?return_to=https%3A%2F%2Fshop.example%2Fdashboard',
    );
    expect(browserFlowUrl('recovery', {}, null)).toBe('/api/.ory/self-service/recovery/browser');
  });

  it("forwards only the flow's own parameters", () => {
    const params = { refresh: 'true', aal: 'aal2', after_verification_return_to: '/x', evil: '1' };
    expect(browserFlowUrl('login', params, null)).toBe(
      '/api/.ory/self-service/login/browser?refresh=true&aal=aal2',
    );
    expect(browserFlowUrl('registration', params, null)).toBe(
      '/api/.ory/self-service/registration/browser?after_verification_return_to=%2Fx',
    );
    expect(browserFlowUrl('settings', params, null)).toBe(
      '/api/.ory/self-service/settings/browser',
    );
  });

  it('names the page of a flow', () => {
    expect(flowPagePath('verification', 'a b')).toBe('/verification?flow=a%20b');
    expect(flowPagePath('login')).toBe('/login');
  });
});

describe('identity URLs reach the browser through the proxy', () => {
  const web = 'https://shop.example';

  it('rewrites the identity service address to /api/.ory', () => {
    expect(
      throughProxy(
        'http://127.0.0.1:4433/self-service/login?flow=1',
        web,
        'http://127.0.0.1:4433/',
      ),
    ).toBe('/api/.ory/self-service/login?flow=1');
  });

  it('keeps URLs on the web origin as paths', () => {
    expect(throughProxy('https://shop.example/api/.ory/self-service/login?flow=1', web)).toBe(
      '/api/.ory/self-service/login?flow=1',
    );
    expect(throughProxy('/api/.ory/self-service/logout?token=t', web)).toBe(
      '/api/.ory/self-service/logout?token=t',
    );
  });

  it('routes Kratos paths of another origin through the proxy, leaves other links alone', () => {
    expect(throughProxy('http://kratos:4433/self-service/logout?token=t', web)).toBe(
      '/api/.ory/self-service/logout?token=t',
    );
    expect(throughProxy('https://help.example/faq', web)).toBe('https://help.example/faq');
  });
});

describe('fetching a flow that is not usable', () => {
  it('starts a new flow when it expired, is unknown or fails its CSRF check', () => {
    expect(classifyFlowError(410, { error: { id: 'self_service_flow_expired' } })).toEqual({
      action: 'restart',
    });
    expect(classifyFlowError(404, { error: { code: 404 } })).toEqual({ action: 'restart' });
    expect(classifyFlowError(403, { error: { id: 'security_csrf_violation' } })).toEqual({
      action: 'restart',
    });
  });

  it('continues with the fresh flow an expiry names', () => {
    expect(classifyFlowError(410, { error: { id: 'x' }, use_flow_id: 'f2' })).toEqual({
      action: 'use-flow',
      flowId: 'f2',
    });
  });

  it('goes back to return_to when a session already exists', () => {
    expect(classifyFlowError(400, { error: { id: 'session_already_available' } })).toEqual({
      action: 'signed-in',
    });
  });

  it('follows redirect_browser_to for location changes and re-authentication', () => {
    expect(
      classifyFlowError(422, {
        error: { id: 'browser_location_change_required' },
        redirect_browser_to: '/x',
      }),
    ).toEqual({ action: 'redirect', to: '/x' });
    expect(
      classifyFlowError(403, {
        error: { id: 'session_refresh_required' },
        redirect_browser_to: '/login?refresh=true',
      }),
    ).toEqual({ action: 'redirect', to: '/login?refresh=true' });
    // Settings of an account with an authenticator app, signed in with the password only.
    expect(
      classifyFlowError(403, {
        error: { id: 'session_aal2_required' },
        redirect_browser_to: '/self-service/login/browser?aal=aal2&return_to=%2Fsettings',
      }),
    ).toEqual({
      action: 'redirect',
      to: '/self-service/login/browser?aal=aal2&return_to=%2Fsettings',
    });
  });

  it('asks to sign in without a session and shows anything else', () => {
    expect(classifyFlowError(401, {})).toEqual({ action: 'sign-in' });
    expect(classifyFlowError(500, { error: { message: 'boom' } })).toEqual({
      action: 'show-error',
      status: 500,
      id: undefined,
      message: 'boom',
    });
    expect(classifyFlowError(502, 'not json')).toMatchObject({ action: 'show-error', status: 502 });
  });
});
