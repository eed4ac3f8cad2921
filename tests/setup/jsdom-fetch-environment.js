// jsdom plus Node's fetch classes. react-router's data routers build a `Request` for every navigation, which jsdom
// lacks; AbortController comes along so the Request accepts the router's signal. Opt in per test file with
// `@jest-environment ./tests/setup/jsdom-fetch-environment.js`.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, fetch, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetchEnvironment;
