// The code sample generators of the request panel, in place of
// postman-code-generators' list of all 35 (config/openapi.ts swaps this file
// in; its codeSampleLanguages names the same languages, and
// config/openapi.test.ts checks that each one generates a sample).
const codegen = (lang, variant, syntaxMode, main) => ({
  type: 'code_generator',
  lang,
  variant,
  syntax_mode: syntaxMode,
  author: 'Postman Labs <help@getpostman.com>',
  homepage: '',
  main,
});

module.exports = [
  codegen('curl', 'cURL', 'powershell', require('postman-code-generators/codegens/curl/index.js')),
  codegen('JavaScript', 'Fetch', 'javascript', require('postman-code-generators/codegens/js-fetch/index.js')),
  codegen('python', 'Requests', 'python', require('postman-code-generators/codegens/python-requests/index.js')),
  codegen('go', 'Native', 'golang', require('postman-code-generators/codegens/golang/index.js')),
  codegen('Kotlin', 'Okhttp', 'kotlin', require('postman-code-generators/codegens/kotlin-okhttp/index.js')),
  codegen('Rust', 'reqwest', 'rust', require('postman-code-generators/codegens/rust-reqwest/index.js')),
];
