import { projectWorld } from "~/features/tracker/map/project-world.server";
import { loadCheckedData } from "~/lib/checked-data.server";

// Prerendered to a file: the map's shapes for a tracker page drawn in the browser (after a
// client-side navigation). A prerendered tracker page carries them in its SVG instead.
export function loader() {
  return Response.json(projectWorld(loadCheckedData().unCountries));
}
