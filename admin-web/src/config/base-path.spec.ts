import { basePathFor } from './base-path';

describe(basePathFor.name, () => {
  it('mounts the back office at /admin when the page was loaded there', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/users/7/show']) {
      expect(basePathFor(path), path).toBe('/admin');
    }
  });

  it('mounts it at the root of a host of its own', () => {
    for (const path of ['/', '/login', '/users/7/show', '/administration', '/statistics']) {
      expect(basePathFor(path), path).toBe('');
    }
  });
});
