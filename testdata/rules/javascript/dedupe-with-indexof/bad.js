const unique = tags.filter((t, i) => tags.indexOf(t) === i); // want "javascript/dedupe-with-indexof"
