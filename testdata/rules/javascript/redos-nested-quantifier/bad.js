const email = /^([a-zA-Z0-9]+)*@example\.com$/; // want "javascript/redos-nested-quantifier"
const words = /^(\w+\s?)+$/; // want "javascript/redos-nested-quantifier"
