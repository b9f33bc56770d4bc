import mongoose from 'mongoose';

interface Item { id: string; done: boolean }

export function prune(items: Item[], extra: Item[]): Item[] {
  const open = items.filter((i) => !i.done);
  items.push(...extra);
  items.splice(10);
  items.sort((a, b) => a.id.localeCompare(b.id));
  const page = open.slice(0, 10).concat(extra);
  // a loop written with filter: its work is in the callback
  items.filter((i) => {
    if (i.done) extra.push(i);
    return false;
  });
  return page;
}

export function comments(Post: mongoose.Model<unknown>) {
  const query = Post.findOne();
  // Mongoose's Query#slice changes the query it is called on
  query.slice('comments', 5);
  return query.exec();
}
