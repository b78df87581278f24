// The one export of stopword the service uses (the package ships no types): its English stop-word list.
declare module 'stopword' {
  export const eng: string[];
}
