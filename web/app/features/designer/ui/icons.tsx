const paths: Record<string, string> = {
  group: "M3 3h8v8H3zM13 13h8v8h-8zM7 11v6h6",
  undo: "M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3",
  redo: "M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3",
  front: "M8 8h12v12H8zM4 4h10v2M4 4v10h2",
  back: "M4 4h12v12H4zM10 20h10V10",
  alignLeft: "M4 3v18M8 7h10v4H8zM8 13h6v4H8z",
  alignCenter: "M12 3v18M6 7h12v4H6zM8 13h8v4H8z",
  alignRight: "M20 3v18M6 7h10v4H6zM10 13h6v4h-6z",
  alignTop: "M3 4h18M7 8h4v10H7zM13 8h4v6h-4z",
  alignMiddle: "M3 12h18M7 6h4v12H7zM13 8h4v8h-4z",
  alignBottom: "M3 20h18M7 6h4v10H7zM13 10h4v6h-4z",
  distributeH: "M4 4v16M20 4v16M10 8h4v8h-4z",
  distributeV: "M4 4h16M4 20h16M8 10h8v4H8z",
  trash: "M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  copy: "M8 8h12v12H8zM4 16V4h12",
  eye: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z",
  eyeOff: "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM4 4l16 16",
  lock: "M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4",
  unlock: "M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.7-1.5",
  download: "M12 4v12M7 11l5 5 5-5M5 20h14",
  saveVersion: "M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6",
  plus: "M12 5v14M5 12h14",
  up: "M12 19V5M6 11l6-6 6 6",
  down: "M12 5v14M6 13l6 6 6-6",
  ungroup: "M3 3h7v7H3zM14 14h7v7h-7z",
  close: "M6 6l12 12M18 6L6 18",
};

export function Icon({ name, className = "h-4 w-4" }: { name: keyof typeof paths | string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}
