import 'package:sqflite/sqflite.dart';

Future<List<Map<String, Object?>>> findUser(Database db, String name) {
  return db.rawQuery("SELECT * FROM users WHERE name = '$name'"); // want "dart/sql-built-by-interpolation"
}

Future<void> deleteNote(Database db, String id) async {
  await db.execute('DELETE FROM notes WHERE id = ${id}'); // want "dart/sql-built-by-interpolation"
}

Future<List<Map<String, Object?>>> search(Database db, String q) {
  return db.rawQuery("SELECT * FROM notes WHERE title LIKE '%$q%'"); // want "dart/sql-built-by-interpolation"
}

Future<int> rename(Database db, String name) {
  return db.rawUpdate("UPDATE users SET name = '" + name + "' WHERE id = 1"); // want "dart/sql-built-by-interpolation"
}

Future<List<Map<String, Object?>>> byOwner(Database db, String owner) {
  return db.query('notes', where: "owner = '$owner'"); // want "dart/sql-built-by-interpolation"
}

Future<int> removeTags(Database db, String tag) {
  return db.rawDelete("DELETE FROM tags WHERE name IN ('$tag')"); // want "dart/sql-built-by-interpolation"
}
