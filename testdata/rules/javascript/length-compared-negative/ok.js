if (items.length === 0) {
  empty();
}
const any = set.size > 0;
if (offset < 0) {}
