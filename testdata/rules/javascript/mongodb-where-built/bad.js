async function findByName(db, name) {
  return db.collection('users').find({ $where: "this.name == '" + name + "'" }).toArray(); // want "mongodb-where-built"
}

async function olderThan(User, age) {
  return User.find({ '$where': `this.age > ${age}` }); // want "mongodb-where-built"
}
