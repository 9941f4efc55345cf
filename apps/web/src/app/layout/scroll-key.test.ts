import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

const at = (key: string, pathname: string, hash = '', search = '') => ({ key, pathname, search, hash });

describe('scrollKey', () => {
  it('uses the history entry key for pages opened inside the app', () => {
    expect(scrollKey(at('abc123', '/about-us'), 'load1')).toBe('abc123');
  });

  it('tells first-loaded pages apart by address', () => {
    expect(scrollKey(at('default', '/'), 'load1')).not.toBe(scrollKey(at('default', '/how-to-order'), 'load1'));
    expect(scrollKey(at('default', '/how-to-order'), 'load1')).toBe(scrollKey(at('default', '/how-to-order'), 'load2'));
  });

  it('never restores a first-loaded address with an anchor, so it opens at the anchor', () => {
    expect(scrollKey(at('default', '/about-us', '#contact-us-section'), 'load1')).not.toBe(
      scrollKey(at('default', '/about-us', '#contact-us-section'), 'load2'),
    );
  });
});
