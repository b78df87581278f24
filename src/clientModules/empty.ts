// Stands in for a module the bundle leaves out (config/bundle.ts, config/openapi.ts, config/search.ts).
export {};
