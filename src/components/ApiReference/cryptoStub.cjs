// Stands in for crypto-js in the browser bundle (see config/openapi.ts). The
// API theme only hashes with SHA-1 (to key saved credentials); the full
// library adds ~230 KiB of ciphers nothing calls.
module.exports = { SHA1: require('crypto-js/sha1') };
