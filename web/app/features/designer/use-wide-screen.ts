import { useEffect, useState } from "react";

/** Tailwind's `lg`: below it the sidebars and the canvas do not fit, and the designer offers the preview only. */
const WIDE = "(min-width: 64rem)";

/** Whether the window is wide enough to edit; true until measured, so the server's HTML and a desktop's first paint agree. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}
