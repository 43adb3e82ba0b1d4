/**
 * The slider of a login's second verification: a drag that looks made by a hand. It proves a
 * human-ish gesture, not who the member is (see the login row of VERIFICATION_TABLE).
 */
/** A point of the slider's track: x in 0-100, t in ms since the drag began. */
export interface TrackPoint {
  readonly x: number;
  readonly t: number;
}

/** How near the end (x = 100) a drag must stop. */
export const SLIDER_TOLERANCE = 4;
const SLIDER_MIN_POINTS = 5;
const SLIDER_MIN_MS = 300;

/**
 * Whether a drag looks human-made: at least five points, x within 0-100, time moving forward,
 * 300 ms or more in all, ending within ±4 of the end, and not at one constant speed (a script's
 * straight line). It proves a hand on a pointer, not who the member is.
 */
export function sliderPassed(track: readonly TrackPoint[]): boolean {
  if (track.length < SLIDER_MIN_POINTS) return false;
  if (track.some(({ x, t }) => !Number.isFinite(x) || !Number.isFinite(t) || x < 0 || x > 100)) return false;
  const speeds: number[] = [];
  let previous: TrackPoint | undefined;
  for (const point of track) {
    if (previous) {
      if (point.t <= previous.t) return false;
      speeds.push((point.x - previous.x) / (point.t - previous.t));
    }
    previous = point;
  }
  const [first] = track;
  if (!first || !previous || previous.t - first.t < SLIDER_MIN_MS || Math.abs(100 - previous.x) > SLIDER_TOLERANCE) return false;
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  return speeds.some((speed) => Math.abs(speed - mean) > Math.abs(mean) * 0.05);
}
