var undefined = 'x'; // want "restricted-name-shadowed"

function parse(arguments) { // want "restricted-name-shadowed"
  const NaN = 0; // want "restricted-name-shadowed"
  return arguments + NaN;
}
