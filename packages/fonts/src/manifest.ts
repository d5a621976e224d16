export type FontStyle = "normal" | "italic";

/** One bundled font file. `file` is the stable name every loader (fs, URL, data: URI) is keyed by. */
export interface FontFaceEntry {
  family: string;
  weight: number;
  style: FontStyle;
  file: string;
}

/** Where each family's files live inside its npm package (@expo-google-fonts ships full, unsubsetted TTFs). */
export const FAMILY_PACKAGES: Record<string, { pkg: string; prefix: string }> = {
  Inter: { pkg: "@expo-google-fonts/inter", prefix: "Inter" },
  Roboto: { pkg: "@expo-google-fonts/roboto", prefix: "Roboto" },
  "Open Sans": { pkg: "@expo-google-fonts/open-sans", prefix: "OpenSans" },
  Lato: { pkg: "@expo-google-fonts/lato", prefix: "Lato" },
  Merriweather: { pkg: "@expo-google-fonts/merriweather", prefix: "Merriweather" },
  "Roboto Mono": { pkg: "@expo-google-fonts/roboto-mono", prefix: "RobotoMono" },
  "Noto Sans": { pkg: "@expo-google-fonts/noto-sans", prefix: "NotoSans" },
};

export const FONT_FAMILIES = Object.keys(FAMILY_PACKAGES);

export const DEFAULT_FAMILY = "Inter";

const VARIANTS: { weight: number; style: FontStyle; folder: string }[] = [
  { weight: 400, style: "normal", folder: "400Regular" },
  { weight: 400, style: "italic", folder: "400Regular_Italic" },
  { weight: 700, style: "normal", folder: "700Bold" },
  { weight: 700, style: "italic", folder: "700Bold_Italic" },
];

export const fontManifest: FontFaceEntry[] = FONT_FAMILIES.flatMap((family) =>
  VARIANTS.map((v) => ({
    family,
    weight: v.weight,
    style: v.style,
    file: `${FAMILY_PACKAGES[family].prefix}_${v.folder}.ttf`,
  })),
);

/** Module specifier of a manifest file, resolvable with require.resolve or a bundler's `?url` import. */
export function fontModulePath(file: string): string {
  const face = fontManifest.find((f) => f.file === file);
  if (!face) throw new Error(`Unknown font file "${file}"`);
  const { pkg } = FAMILY_PACKAGES[face.family];
  const folder = file.slice(FAMILY_PACKAGES[face.family].prefix.length + 1, -".ttf".length);
  return `${pkg}/${folder}/${file}`;
}
