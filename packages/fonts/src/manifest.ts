export type FontStyle = "normal" | "italic";

/** One bundled font file. `file` is the stable name every loader (fs, URL, data: URI) is keyed by. */
export interface FontFaceEntry {
  family: string;
  weight: number;
  style: FontStyle;
  file: string;
}

/** Where each family's files live inside its npm package (@expo-google-fonts ships full, unsubsetted TTFs). */
const FAMILY_PACKAGES: Record<string, { pkg: string; prefix: string }> = {
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

const faceFile = (family: string, folder: string) => `${FAMILY_PACKAGES[family].prefix}_${folder}.ttf`;

export const fontManifest: FontFaceEntry[] = FONT_FAMILIES.flatMap((family) =>
  VARIANTS.map((v) => ({
    family,
    weight: v.weight,
    style: v.style,
    file: faceFile(family, v.folder),
  })),
);

const MODULE_PATHS = new Map(
  FONT_FAMILIES.flatMap((family) =>
    VARIANTS.map((v) => [faceFile(family, v.folder), `${FAMILY_PACKAGES[family].pkg}/${v.folder}/${faceFile(family, v.folder)}`] as const),
  ),
);

/** Module specifier of a manifest file, resolvable with require.resolve or a bundler's `?url` import. */
export function fontModulePath(file: string): string {
  const path = MODULE_PATHS.get(file);
  if (!path) throw new Error(`Unknown font file "${file}"`);
  return path;
}
