// Stands in for a theme client module we moved elsewhere (see config/bundle.ts).
export {};
