let find (conn : Postgresql.connection) name =
  conn#exec ~params:[| name |] "SELECT id FROM users WHERE name = $1"
