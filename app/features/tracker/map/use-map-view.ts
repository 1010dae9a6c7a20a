import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from "react";

export type MapView = { k: number; x: number; y: number };
export type ZoomLimits = { min: number; max: number; step: number; initial: number; centre: [number, number] };

// Map zoom limits (docs/product.md#tracker-map): desktop 0.9–5, step 1.25, default 1.1, reset to [0, 25]; mobile 0.8–5, step 1.35, reset to [0, 20].
export const DESKTOP_ZOOM = { min: 0.9, max: 5, step: 1.25, initial: 1.1 } as const;
export const MOBILE_ZOOM = { min: 0.8, max: 5, step: 1.35, initial: 1.1 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view that puts `centre` (projected) in the middle of a width×height viewport at scale k. */
export function centredView(centre: [number, number], k: number, width: number, height: number): MapView {
  return { k, x: width / 2 - k * centre[0], y: height / 2 - k * centre[1] };
}

/** Scales around a point of the viewport, keeping that point still. */
export function zoomAround(view: MapView, factor: number, point: [number, number], limits: Pick<ZoomLimits, "min" | "max">): MapView {
  const k = clamp(view.k * factor, limits.min, limits.max);
  const ratio = k / view.k;
  return { k, x: point[0] - (point[0] - view.x) * ratio, y: point[1] - (point[1] - view.y) * ratio };
}

/** Zoom, pan, wheel and pinch on an SVG's transform; no map library in the browser. */
export function useMapView(svgRef: RefObject<SVGSVGElement | null>, size: { width: number; height: number }, limits: ZoomLimits) {
  const initial = centredView(limits.centre, limits.initial, size.width, size.height);
  const [view, setView] = useState<MapView>(initial);
  // Switching between the desktop and mobile layouts changes the limits and centre: start again there.
  const limitsKey = `${limits.min}|${limits.max}|${limits.step}|${limits.centre.join(",")}`;
  const [appliedKey, setAppliedKey] = useState(limitsKey);
  if (appliedKey !== limitsKey) {
    setAppliedKey(limitsKey);
    setView(initial);
  }
  const pointers = useRef(new Map<number, [number, number]>());
  const gesture = useRef<{ view: MapView; distance: number; mid: [number, number] } | null>(null);
  const dragged = useRef(false);

  /** Client coordinates → viewBox units. */
  const toMap = useCallback(
    (clientX: number, clientY: number): [number, number] => {
      const rect = svgRef.current?.getBoundingClientRect();
      if (!rect || rect.width === 0) return [size.width / 2, size.height / 2];
      return [((clientX - rect.left) / rect.width) * size.width, ((clientY - rect.top) / rect.height) * size.height];
    },
    [svgRef, size.width, size.height],
  );

  const centre: [number, number] = [size.width / 2, size.height / 2];
  const zoomIn = () => setView((v) => zoomAround(v, limits.step, centre, limits));
  const zoomOut = () => setView((v) => zoomAround(v, 1 / limits.step, centre, limits));
  const reset = () => setView(centredView(limits.centre, limits.initial, size.width, size.height));

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const factor = Math.exp(-event.deltaY * 0.0015);
    setView((v) => zoomAround(v, factor, toMap(event.clientX, event.clientY), limits));
  };

  const startGesture = () => {
    const points = [...pointers.current.values()];
    if (points.length === 0) return (gesture.current = null);
    const [a, b = a] = points as [[number, number], [number, number]?];
    const mid: [number, number] = [(a[0] + b![0]) / 2, (a[1] + b![1]) / 2];
    gesture.current = { view, distance: Math.hypot(a[0] - b![0], a[1] - b![1]), mid };
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    pointers.current.set(event.pointerId, toMap(event.clientX, event.clientY));
    dragged.current = false;
    startGesture();
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, toMap(event.clientX, event.clientY));
    const points = [...pointers.current.values()];
    const start = gesture.current;
    const [a, b = a] = points as [[number, number], [number, number]?];
    const mid: [number, number] = [(a[0] + b![0]) / 2, (a[1] + b![1]) / 2];
    const distance = Math.hypot(a[0] - b![0], a[1] - b![1]);
    const moved = Math.hypot(mid[0] - start.mid[0], mid[1] - start.mid[1]);
    if (moved > 3 || points.length > 1) {
      dragged.current = true;
      if (!svgRef.current?.hasPointerCapture(event.pointerId)) svgRef.current?.setPointerCapture(event.pointerId);
    }
    if (!dragged.current) return;
    const factor = points.length > 1 && start.distance > 0 ? distance / start.distance : 1;
    const scaled = zoomAround(start.view, factor, start.mid, limits);
    setView({ k: scaled.k, x: scaled.x + (mid[0] - start.mid[0]), y: scaled.y + (mid[1] - start.mid[1]) });
  };

  const onPointerEnd = (event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    startGesture();
  };

  return {
    view,
    transform: `translate(${view.x.toFixed(2)} ${view.y.toFixed(2)}) scale(${view.k.toFixed(4)})`,
    zoomIn,
    zoomOut,
    reset,
    canZoomIn: view.k < limits.max - 1e-9,
    canZoomOut: view.k > limits.min + 1e-9,
    /** True right after a drag, so the click that ends a pan does not open a country. */
    wasDragged: () => dragged.current,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    onWheel,
  };
}
