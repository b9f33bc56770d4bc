let find db name =
  Sqlite3.exec db ("SELECT id FROM users WHERE name = '" ^ name ^ "'") (* want "ocaml/sql-injection" *)

let delete db id =
  Sqlite3.exec db (Printf.sprintf "DELETE FROM t WHERE id = %s" id) (* want "ocaml/sql-injection" *)
