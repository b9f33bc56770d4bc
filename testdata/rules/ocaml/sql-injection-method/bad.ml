let find (conn : Postgresql.connection) name =
  conn#exec ("SELECT id FROM users WHERE name = '" ^ name ^ "'") (* want "ocaml/sql-injection-method" *)
