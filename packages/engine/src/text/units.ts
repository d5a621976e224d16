/** 1 pt = 1/72 inch. */
export const PT_TO_MM = 25.4 / 72;

export const EPSILON = 1e-6;
