import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onSignInRequested, requestSignIn, type SignInRequest } from './auth-events';

describe('sign-in requests', () => {
  beforeAll(() => {
    // the module speaks through the window's events; an EventTarget is all of the window it uses
    (globalThis as { window?: EventTarget }).window = new EventTarget();
  });
  afterAll(() => {
    delete (globalThis as { window?: EventTarget }).window;
  });

  it('keeps a request made before anyone listens for the first listener, once', () => {
    requestSignIn({ returnTo: '/cart/checkout' });
    const heard: SignInRequest[] = [];
    const stop = onSignInRequested((request) => heard.push(request));
    expect(heard).toEqual([{ returnTo: '/cart/checkout' }]);
    stop();
    const later: SignInRequest[] = [];
    onSignInRequested((request) => later.push(request))();
    expect(later).toEqual([]);
  });

  it('hands a request to those listening, and keeps none of it', () => {
    const heard: SignInRequest[] = [];
    const stop = onSignInRequested((request) => heard.push(request));
    requestSignIn({ mode: 'register' });
    expect(heard).toEqual([{ mode: 'register' }]);
    stop();
    const later: SignInRequest[] = [];
    onSignInRequested((request) => later.push(request))();
    expect(later).toEqual([]);
  });
});
