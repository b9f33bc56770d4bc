type HtmlEscapedString = string & { isEscaped: true; callbacks?: unknown[] };

// a String object marked as already escaped: the object, with its own properties, is the point
export const raw = (value: unknown, callbacks?: unknown[]): HtmlEscapedString => {
  const escapedString = new String(value) as HtmlEscapedString;
  escapedString.callbacks = callbacks;
  return escapedString;
};
