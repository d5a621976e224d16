// madge ships no types: the part of its API the import tests use (its README, "API").
declare module "madge" {
  interface MadgeResult {
    /** Every file and the files it imports, paths relative to `baseDir`. */
    obj(): Record<string, string[]>;
    /** The import cycles, each as its files. */
    circular(): string[][];
  }
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    tsConfig?: string;
    detectiveOptions?: Record<string, unknown>;
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
