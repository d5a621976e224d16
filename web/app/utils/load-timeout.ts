/** docs/product.md §7: per-page data (translation files) and icon data give up after this long. */
export const DATA_LOAD_TIMEOUT_MS = 1_500;
