/** An upload as the API returns it (api.md: `{ id, url, mime, width, height, size }`). */
export interface MediaJson {
  id: string;
  url: string;
  /** What a template's image element refers to it by. */
  src: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  name: string | null;
  createdAt: string;
}

export function toMediaJson(row: {
  id: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  original_name: string | null;
  created_at: Date;
}): MediaJson {
  return {
    id: row.id,
    url: `/api/media/${row.id}`,
    src: `media:${row.id}`,
    mime: row.mime,
    width: row.width,
    height: row.height,
    size: row.size,
    name: row.original_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
