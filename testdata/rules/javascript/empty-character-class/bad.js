const re = /^abc[]/; // want "javascript/empty-character-class"
