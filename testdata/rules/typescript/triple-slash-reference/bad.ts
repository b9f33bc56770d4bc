/// <reference path="./globals.d.ts" /> // want "typescript/triple-slash-reference"

export const name = appName;
