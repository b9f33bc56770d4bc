const names = users.map((u) => { // want "javascript/array-callback-no-return"
  u.name.toUpperCase();
});
const adults = people.filter(function (p) { p.age >= 18; }); // want "javascript/array-callback-no-return"
// every stops at the first undefined (falsy) result: only one item is saved.
items.every((item) => { save(item); }); // want "array-callback-no-return"
const copies = items.map((item) => { clone(item); }); // want "array-callback-no-return"
