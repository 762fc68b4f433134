// Types for export-folder.mjs (plain JavaScript, so the script runs with plain node).
export declare const EXPORT_MARKER: string;
export declare class ExportFolderError extends Error {}
export declare function previousExportFiles(dir: string): string[];
export declare function writeExport(
  dir: string,
  built: string,
  previous: readonly string[],
): void;
