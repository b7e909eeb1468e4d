/**
 * Reading and answering HTTP requests: bodies, forms, JSON, plain text, sampled logs; no domain in it.
 * The front door of app/http (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file (or ./browser, its browser-safe half).
 */
export { fromNodeRequest, fromWebRequest, pathOf, queryParam } from "./incoming-request.server";
export type { IncomingRequest } from "./incoming-request.server";
export { csvDownload, plainTextAnswer } from "./csv-download.server";
export type { CsvDownload } from "./csv-download.server";
export { serveJson } from "./json-reply.server";
export type { JsonReply } from "./json-reply.server";
export { lingerOnClose } from "./lingering-close.server";
export { plainText } from "./plain-text";
export { readBodyWithLimit, tooLarge } from "./read-body.server";
export { readForm } from "./read-form.server";
export { readJson } from "./read-json.server";
export { logProbe, logRefusal } from "./sampled-log";
export { admitRequestTarget } from "./admit-target.server";
export { cutForLog, routerPathOf, routerTarget } from "./router-target";
