import { parse } from "node:url";

export function isInternal(link: string): boolean {
  return parse(link).hostname === "intranet.example.com"; // want "javascript/legacy-url-parse"
}
