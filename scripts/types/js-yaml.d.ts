// The js-yaml functions the scripts use (the package ships no types, and
// @types/js-yaml is not a dependency): parse a YAML document, and write one
// (the evidence files, scripts/evidence/pages.ts).
declare module 'js-yaml' {
  interface DumpOptions {
    lineWidth?: number;
    noRefs?: boolean;
    quotingType?: "'" | '"';
  }
  const yaml: { load(text: string): unknown; dump(value: unknown, options?: DumpOptions): string };
  export default yaml;
}
