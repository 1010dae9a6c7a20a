// Build-time only (prerender loaders): d3-geo and the world-atlas shapes never reach the browser.
import type { UnCountry } from "@data/schema";
import { geoEqualEarth, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json" with { type: "json" };
import { compactPath } from "./compact-path";
import { MAP_HEIGHT, MAP_WIDTH, type MapGeometry } from "./map-geometry";
import { DESKTOP_ZOOM } from "./use-map-view";

const round = (value: number) => Math.round(value * 10) / 10;
const DESKTOP_CENTRE: [number, number] = [0, 25];
const SOUTHERNMOST_LAT = -58;

export function projectWorld(unCountries: readonly UnCountry[]): MapGeometry {
  const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
  // Built around the default view (docs/product.md#tracker-map): [0, 25] in the middle at zoom 1.1, scaled so that
  // 58°S (Tierra del Fuego) still fits; every UN member is then visible before any zooming.
  const unit = geoEqualEarth().scale(1).translate([0, 0]).center(DESKTOP_CENTRE);
  const southReach = unit([0, SOUTHERNMOST_LAT])?.[1] ?? 1;
  const projection = geoEqualEarth()
    .center(DESKTOP_CENTRE)
    .scale((MAP_HEIGHT / 2 - 14) / DESKTOP_ZOOM.initial / southReach)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
  const path = geoPath(projection).digits(1);
  const byNumeric = new Map(unCountries.map((country) => [country.iso_numeric, country]));

  const shapes: MapGeometry["shapes"] = [];
  const other: string[] = [];
  const drawn = new Set<string>();
  for (const shape of collection.features as Array<Feature<Geometry>>) {
    const drawnPath = path(shape);
    if (!drawnPath) continue;
    const d = compactPath(drawnPath);
    const un = shape.id === undefined ? undefined : byNumeric.get(String(shape.id).padStart(3, "0"));
    if (un) {
      const [cx, cy] = projection([un.lng, un.lat]) ?? [0, 0];
      shapes.push({ iso: un.iso_a3, d, cx: round(cx), cy: round(cy) });
      drawn.add(un.iso_a3);
    } else other.push(d);
  }
  const markers = unCountries
    .filter((country) => !drawn.has(country.iso_a3))
    .map((country) => {
      const [x, y] = projection([country.lng, country.lat]) ?? [0, 0];
      return { iso: country.iso_a3, x: round(x), y: round(y) };
    });
  const centre = (lat: number): [number, number] => {
    const [x, y] = projection([0, lat]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
    return [round(x), round(y)];
  };
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    shapes: shapes.sort((a, b) => a.iso.localeCompare(b.iso)),
    markers,
    other: other.join(""),
    centres: { desktop: centre(DESKTOP_CENTRE[1]), mobile: centre(20) },
  };
}
