function* ids(list) { // want "javascript/generator-without-yield"
  return list.map((x) => x.id);
}
class Tree {
  *nodes() { // want "javascript/generator-without-yield"
    return this.children;
  }
}
