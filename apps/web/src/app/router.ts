import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { localizedPages, localizedPath, publicPages, routes, type RouteKey } from '@kusp/contracts';
import { Placeholder } from '@/components/ui/placeholder';
import { withTexts } from '@/lib/i18n';
import { withMantineRestStyles } from './mantine-rest-styles';
import { Root, RouteScreen, UnknownAddress } from './route-screen';

// One file per screen in ./routes, named by its key in the route table; each is its own chunk.
const screenModules = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx');
// Their Mantine styles are in the entry's stylesheet; other screens bring the rest.
const prerendered = new Set<RouteKey>([...publicPages, 'blogArticle']);
function screenFor(key: RouteKey): ReactNode {
  const load = screenModules[`./routes/${key}.tsx`];
  if (!load) return createElement(Placeholder, { title: routes[key].title });
  // A public page's screen reads the site's texts; the others may read any (docs/i18n.md, "Loading").
  const Screen = lazy(
    prerendered.has(key)
      ? withTexts(['site'], load)
      : withMantineRestStyles(withTexts(['site', 'screens'], load)),
  );
  return createElement(Screen);
}

/** The route tree; the browser and the server's prerender each build their router from it. */
export const appRoutes: RouteObject[] = [
  {
    element: createElement(Root),
    children: [
      ...(Object.keys(routes) as RouteKey[]).map((key) => ({
        path: routes[key].path,
        element: createElement(RouteScreen, { routeKey: key, children: screenFor(key) }),
      })),
      // The public pages' Hindi addresses (/hi, /hi/blog…): the same screens (docs/i18n.md).
      ...localizedPages.map((key) => ({
        path: localizedPath(routes[key].path, 'hi'),
        element: createElement(RouteScreen, { routeKey: key, children: screenFor(key) }),
      })),
      { path: '*', element: createElement(UnknownAddress) },
    ],
  },
];
