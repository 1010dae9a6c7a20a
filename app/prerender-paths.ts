// Every path written to static HTML at build time. Kept free of app imports beyond the catalog
// so the React Router config can load it in Node.
import { SELF_HOSTED_VPN_PATHS, sitePages } from "./site-pages";

export const NOT_FOUND_PATH = "/404";

export function prerenderPaths(): string[] {
  const paths = new Set<string>(sitePages().map((page) => page.path));
  for (const path of SELF_HOSTED_VPN_PATHS) paths.add(path);
  paths.add(NOT_FOUND_PATH);
  return [...paths];
}
