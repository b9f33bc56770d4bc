import { NodeVM } from "vm2"; // want "javascript/vm2-sandbox"

export const sandbox = new NodeVM({ console: "off", require: false });
