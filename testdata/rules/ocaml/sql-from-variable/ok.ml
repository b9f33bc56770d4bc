let count db =
  let sql = "SELECT count(*) FROM users" in
  Sqlite3.exec db sql
