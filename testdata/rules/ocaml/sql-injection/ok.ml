let find db name =
  let stmt = Sqlite3.prepare db "SELECT id FROM users WHERE name = ?" in
  ignore (Sqlite3.bind_text stmt 1 name);
  Sqlite3.step stmt
