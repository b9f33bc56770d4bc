const names = users.map((u) => { // want "javascript/array-callback-no-return"
  u.name.toUpperCase();
});
const adults = people.filter(function (p) { p.age >= 18; }); // want "javascript/array-callback-no-return"
