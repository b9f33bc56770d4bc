function* ids(list) {
  for (const x of list) yield x.id;
}
function* nothing() {}
class Tree {
  *nodes() {
    yield* this.children;
  }
}
