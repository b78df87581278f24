// Stands in for @faker-js/faker in the browser bundle (see config/openapi.ts).
// postman-collection calls faker only to fill Postman's {{$random…}} dynamic
// variables, which our OpenAPI documents never use; the real library would add
// megabytes of locale data to every operation page.
const fake = new Proxy(function fake() {}, {
  get: () => fake,
  apply: () => '',
});

module.exports = fake;
