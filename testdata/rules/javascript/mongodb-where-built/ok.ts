export async function findByName(db: any, name: string) {
  return db.collection('users').find({ name: String(name) }).toArray();
}

export async function active(User: any) {
  return User.find({ $where: 'this.lastLogin > this.created' });
}

export async function olderThan(User: any, age: number) {
  return User.find({ $expr: { $gt: ['$age', age] } });
}

// request data reaching $where is the Go analyzer's NoSQL injection
app.get('/u', async (req: any, res: any) => {
  res.json(await User.find({ $where: `this.name == '${req.query.name}'` }));
});
