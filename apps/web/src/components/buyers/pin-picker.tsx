'use client';

import type { LatLng } from '@chobep/domain/geo/region';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';

/** The surface shows ±SPAN degrees around the unit's starting point (about 550 m either way). */
const SPAN_LAT = 0.005;
const SPAN_LNG = 0.008;
const W = 320;
const H = 180;
/** One arrow key press: about 11 m; with Shift ten times that. */
const STEP = 0.0001;

const round = (v: number) => Math.round(v * 1e6) / 1e6;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * The offline map pin (foundations §4 map address flow; docs/decisions.md): no tiles and no network, a surface
 * centred on the chosen unit's starting point on which the pin is dragged with a mouse or a finger, or moved with
 * the arrow keys (Shift for larger steps). It reports coordinates; the form accepts them once the pin has left the
 * preset centre.
 */
export function PinPicker({
  centre,
  value,
  label,
  onChange,
}: {
  centre: LatLng;
  value: LatLng | null;
  /** The unit the surface is centred on, named on it. */
  label: string;
  onChange: (point: LatLng) => void;
}) {
  const t = useTranslations('storeDialog');
  const surface = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const helpId = useId();
  const pin = value ?? centre;
  const x = W / 2 + ((pin.lng - centre.lng) / SPAN_LNG) * (W / 2);
  const y = H / 2 - ((pin.lat - centre.lat) / SPAN_LAT) * (H / 2);

  const set = (lat: number, lng: number) =>
    onChange({
      lat: round(clamp(lat, centre.lat - SPAN_LAT, centre.lat + SPAN_LAT)),
      lng: round(clamp(lng, centre.lng - SPAN_LNG, centre.lng + SPAN_LNG)),
    });

  const fromPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = surface.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const px = ((event.clientX - box.left) / box.width) * W;
    const py = ((event.clientY - box.top) / box.height) * H;
    set(centre.lat + ((H / 2 - py) / (H / 2)) * SPAN_LAT, centre.lng + ((px - W / 2) / (W / 2)) * SPAN_LNG);
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? STEP * 10 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -step],
      ArrowRight: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set(pin.lat + move[0], pin.lng + move[1]);
  };

  const left = `${(x / W) * 100}%`;
  const top = `${(y / H) * 100}%`;
  return (
    <div data-testid="pin-picker">
      <div className="relative h-[180px] w-full overflow-hidden rounded-xl border border-neutral-300 bg-emerald-50">
        {/* The surface stretches to the dialog's width; the markers are HTML on top, so they keep their shape. */}
        <svg
          ref={surface}
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="absolute inset-0 h-full w-full cursor-crosshair touch-none select-none"
          aria-hidden="true"
          data-testid="pin-surface"
          onPointerDown={(event) => {
            dragging.current = true;
            event.currentTarget.setPointerCapture(event.pointerId);
            fromPointer(event);
          }}
          onPointerMove={(event) => {
            if (dragging.current) fromPointer(event);
          }}
          onPointerUp={() => {
            dragging.current = false;
          }}
          onPointerCancel={() => {
            dragging.current = false;
          }}
        >
          {[1, 2, 3].map((i) => (
            <line
              key={`v${i}`}
              x1={(W / 4) * i}
              x2={(W / 4) * i}
              y1={0}
              y2={H}
              stroke="#a7f3d0"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {[1, 2].map((i) => (
            <line
              key={`h${i}`}
              x1={0}
              x2={W}
              y1={(H / 3) * i}
              y2={(H / 3) * i}
              stroke="#a7f3d0"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-slate-500"
        />
        <span className="pointer-events-none absolute bottom-2 left-2 rounded bg-white/80 px-1.5 text-neutral-700 text-xs">
          {label}
        </span>
        <button
          type="button"
          data-testid="pin-handle"
          aria-describedby={helpId}
          onKeyDown={onKey}
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-full rounded-full p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
          style={{ left, top }}
        >
          <svg viewBox="0 0 20 26" className="block h-7 w-[22px]" aria-hidden="true">
            <path
              d="M10 25 C10 25 1 14 1 9.5 A9 9 0 0 1 19 9.5 C19 14 10 25 10 25 Z"
              fill={value ? '#dc2626' : '#94a3b8'}
              stroke="#fff"
              strokeWidth={1.5}
            />
            <circle cx={10} cy={9.5} r={3.2} fill="#fff" />
          </svg>
          <span className="sr-only">{t('pinLabel')}</span>
        </button>
      </div>
      <p id={helpId} className="mt-1 text-neutral-600 text-xs">
        {value ? t('pinAt', { lat: pin.lat.toFixed(6), lng: pin.lng.toFixed(6) }) : t('pinHelp')}
      </p>
    </div>
  );
}
