// @ts-ignore // want "javascript/ts-ignore"
const n: number = "3";
