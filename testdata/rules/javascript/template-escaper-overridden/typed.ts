Mustache.escape = text => text; // want "javascript/template-escaper-overridden"
