if (roles.indexOf('admin')) { // want "javascript/indexof-as-boolean"
  grant();
}
if (!name.indexOf('tmp')) { // want "javascript/indexof-as-boolean"
  skip();
}
const label = tags.indexOf('new') ? 'old' : 'new'; // want "javascript/indexof-as-boolean"
const pos = list.indexOf(item) || -1; // want "javascript/indexof-as-boolean"
const found = list.findIndex((v) => v.id === id) && show(); // want "javascript/indexof-as-boolean"
