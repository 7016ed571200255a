/**
 * The route table (src/routes.ts) owns every screen's path: each in-app path the console builds
 * (appRoutes) leads to a screen of it, and an unknown path to none.
 */
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/appRoutes';
import { routeOf, routes } from '../../src/routes';

describe('the route table', () => {
  it.each([
    [appRoutes.home(), routes.home],
    [appRoutes.nodes(), routes.nodes],
    [appRoutes.nodesWhere({ status: 'online' }), routes.nodes],
    [appRoutes.node(12), routes.node],
    [appRoutes.serviceLogs(12, 'tcp', 3), routes.serviceLogs],
    [appRoutes.domains(), routes.domains],
    [appRoutes.domainLogs('app.example.com'), routes.domainLogs],
    [appRoutes.exposure({ flag: 'any' }), routes.exposure],
    [appRoutes.configuration(), routes.configuration],
  ])('leads %s to its screen', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });

  it('has no screen for the sign-in page or an unknown path', () => {
    expect(routeOf(appRoutes.login())).toBeUndefined();
    expect(routeOf('/nodes/12/nothing/here/at/all')).toBeUndefined();
  });

  it("matches paths as react-router's matchPath does", () => {
    const paths = ['/', '/nodes', '/nodes/', '/nodes/12', '/nodes/12/', '/nodes/12/http/3/logs', '/nodes/12/http/3', '/domains', '/domains/a.example.com/logs', '/domains/x', '/exposure', '/exposure/x', '/configuration', '/configuration/x', '/login', '/nodesx', '/x/nodes'];
    for (const path of paths) {
      const byRouter = Object.values(routes).find((route) => matchPath(route.path, path));
      expect(routeOf(path), path).toBe(byRouter);
    }
  });
});
