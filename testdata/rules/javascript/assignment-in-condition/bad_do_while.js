function drain(queue) {
  let more;
  do {
    queue.shift();
  } while (more = false); // want "javascript/assignment-in-condition"
  return more;
}

// Safe: the value read and then compared, and ESLint's double
// parentheses that say the assignment is meant.
function read(stream) {
  let chunk;
  do {
    chunk = stream.read();
  } while (chunk !== null);
  let node = stream.head;
  do {
    node = node.next;
  } while ((node = node.next));
  return node;
}

module.exports = { drain, read };
