// A text file imported as its content (config/search.ts loads docs/synonyms.txt this way for the search worker).
declare module '*.txt' {
  const text: string;
  export default text;
}
