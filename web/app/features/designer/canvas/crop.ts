import type { Box } from "../state/geometry.ts";
import type { Handle } from "./transform.ts";

/** The part of the image an image element shows, as fractions of the whole image (docs/template-format.md). */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WHOLE_IMAGE: Crop = { x: 0, y: 0, width: 1, height: 1 };

/** The smallest frame a crop handle leaves, in mm. */
const MIN_FRAME = 2;

/**
 * Where the whole image lies on the page when the element's box shows the `crop` part of it: cropping
 * on the canvas moves the frame over an image that stays put, as in Canva or Figma.
 */
export function wholeImage(box: Box, crop: Crop): Box {
  const width = box.width / crop.width;
  const height = box.height / crop.height;
  return { x: box.x - crop.x * width, y: box.y - crop.y * height, width, height };
}

/**
 * Drags a crop handle by (dx, dy) mm: the frame's edges move, never past the whole image nor closer
 * than MIN_FRAME to each other, and the crop follows the frame, so the image keeps its place and scale.
 */
export function dragCropHandle(start: { box: Box; crop: Crop }, handle: Handle, dx: number, dy: number): { box: Box; crop: Crop } {
  const whole = wholeImage(start.box, start.crop);
  let left = start.box.x;
  let top = start.box.y;
  let right = start.box.x + start.box.width;
  let bottom = start.box.y + start.box.height;
  if (handle.includes("w")) left = clamp(left + dx, whole.x, right - MIN_FRAME);
  if (handle.includes("e")) right = clamp(right + dx, left + MIN_FRAME, whole.x + whole.width);
  if (handle.includes("n")) top = clamp(top + dy, whole.y, bottom - MIN_FRAME);
  if (handle.includes("s")) bottom = clamp(bottom + dy, top + MIN_FRAME, whole.y + whole.height);
  const box = { x: mm(left), y: mm(top), width: mm(right - left), height: mm(bottom - top) };
  const crop = {
    x: fraction((left - whole.x) / whole.width),
    y: fraction((top - whole.y) / whole.height),
    width: fraction((right - left) / whole.width),
    height: fraction((bottom - top) / whole.height),
  };
  return { box, crop };
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

const mm = (v: number) => Math.round(v * 100) / 100;
const fraction = (v: number) => Math.round(v * 10000) / 10000;
