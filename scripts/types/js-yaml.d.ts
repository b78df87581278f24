// The one js-yaml function the scripts use (the package ships no types, and
// @types/js-yaml is not a dependency): parse a YAML document.
declare module 'js-yaml' {
  const yaml: { load(text: string): unknown };
  export default yaml;
}
