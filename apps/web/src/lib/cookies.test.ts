import { describe, expect, it } from 'vitest';
import { isReturnRoute } from './cookies';

describe('isReturnRoute (where the portal login may return)', () => {
  it('takes the portal pages', () => {
    for (const route of ['/home', '/myCenter/myInfo', '/shopBasket/list?id=4', '/home/recipeDetail/12', '/administer']) {
      expect(isReturnRoute(route), route).toBe(true);
    }
  });
  it('refuses other sites, the login itself and the staff console', () => {
    for (const route of [
      'https://evil.example',
      '//evil.example',
      'home',
      '/login',
      '/login?x=1',
      '/admin',
      '/admin/users',
      '/admin?tab=1',
    ]) {
      expect(isReturnRoute(route), route).toBe(false);
    }
  });
});
