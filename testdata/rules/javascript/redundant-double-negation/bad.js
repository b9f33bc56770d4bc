if (!!user) { // want "javascript/redundant-double-negation"
  greet(user);
}
