class NotFoundError extends Error {
  constructor(resource) { // want "javascript/derived-constructor-without-super"
    this.name = "NotFoundError";
    this.resource = resource;
  }
}
