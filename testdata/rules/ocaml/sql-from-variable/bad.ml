let find db name =
  let sql = "SELECT id FROM users WHERE name = '" ^ name ^ "'" in
  Sqlite3.exec db sql (* want "ocaml/sql-from-variable" *)
