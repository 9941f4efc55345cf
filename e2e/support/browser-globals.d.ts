// Callbacks passed to page.evaluate() run in the browser: type-check them against the DOM.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
