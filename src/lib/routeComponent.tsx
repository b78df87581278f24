/**
 * Route components created on first use. The route table Docusaurus
 * generates (.docusaurus/routes.js) calls ComponentCreator for each of the
 * site's ~470 routes as soon as main.js runs; each call flattens the route's
 * chunk names and builds a loadable component class, although a page load
 * renders and preloads only the few routes on its own path. That was about a
 * fifth of main.js's first task. config/bundle.ts points the route table here:
 * every route gets a light component that asks the framework's
 * ComponentCreator for the real one the first time it is rendered or
 * preloaded. It draws no markup of its own.
 */
import FrameworkComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof FrameworkComponentCreator>;

export default function ComponentCreator(path: string, hash: string) {
  let created: RouteComponent | undefined;
  const create = () => (created ??= FrameworkComponentCreator(path, hash));
  function Route(props: Record<string, unknown>) {
    const Created = create();
    return <Created {...props} />;
  }
  Route.preload = () => create().preload();
  return Route;
}
