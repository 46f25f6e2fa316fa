// jsdom ships no types; the API tests use it only to parse XML and HTML strictly.
declare module "jsdom" {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
