import { Request, Response } from 'express';
import * as express from 'express';
import { readFileSync } from 'fs';

// Express's Request, destructured: params and query are the client's.
export function download({ params }: Request, res: Response) {
  res.sendFile(params.file); // want "path-traversal"
}

export const report = ({ query }: express.Request, res: Response) => {
  res.send(readFileSync(`./reports/${query.name}`, 'utf8')); // want "path-traversal"
};

// The fetch API's Request, a global no import names, is a request being sent.
export function cached({ url }: globalThis.Request) {
  return readFileSync(`./cache/${new URL(url).pathname}`, 'utf8');
}
