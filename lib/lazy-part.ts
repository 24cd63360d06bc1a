import { lazy, type ComponentType } from "react";

/**
 * A part of the page whose code loads on demand (React.lazy). If the download fails, `fallback`
 * stands in, so the page stays as it was instead of turning into the error page.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ComponentType<Props>,
  name: string,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`${name} could not be loaded:`, error);
        return { default: fallback };
      },
    ),
  );
}
