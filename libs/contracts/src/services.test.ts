import { serviceForPath } from './services';

test.each([
  ['/api/auth/login', 'identity'],
  ['/api/settings/queue-restart', 'identity'],
  ['/api/export/desktop', 'jobs'],
  ['/api/export/test', 'catalog'],
  ['/api/partner-tasks/list', 'jobs'],
  ['/api/partners/1', 'catalog'],
  ['/api/partnersX', undefined],
  ['/api/unknown', undefined],
])('%p is answered by %p', (path, service) => {
  expect(serviceForPath(path)).toBe(service);
});
