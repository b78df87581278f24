// Stands in for iconv-lite in the browser bundle (see config/openapi.ts).
// postman-collection only decodes response bodies with it; the browser's own
// TextDecoder knows the same character sets without iconv-lite's ~300 KiB of
// code page tables.
function encodingExists(charset) {
  try {
    new TextDecoder(charset);
    return true;
  } catch {
    return false;
  }
}

function decode(buffer, charset) {
  return new TextDecoder(charset).decode(buffer);
}

module.exports = { encodingExists, decode };
