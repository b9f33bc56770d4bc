import 'package:sqflite/sqflite.dart';

const table = 'users';

Future<List<Map<String, Object?>>> findUser(Database db, String name) {
  return db.rawQuery('SELECT * FROM $table WHERE name = ?', [name]);
}

Future<void> createTable(Database db) async {
  await db.execute('CREATE TABLE $table (id INTEGER PRIMARY KEY, name TEXT)');
}

Future<List<Map<String, Object?>>> search(Database db, String q) {
  return db.query(table, where: 'name LIKE ?', whereArgs: ['%$q%']);
}

Future<int> count(Database db) async {
  final rows = await db.rawQuery('SELECT COUNT(*) FROM $table');
  return Sqflite.firstIntValue(rows) ?? 0;
}

Future<List<Map<String, Object?>>> byOwner(Database db, String owner) {
  return db.query('notes', where: 'owner = ?', whereArgs: [owner]);
}

Future<void> run(Shell shell, String dir) => shell.execute('ls $dir');

Future<void> upsert(Database db, List<String> columns, List<Object?> values) async {
  final placeholders = List.filled(columns.length, '?').join(', ');
  await db.execute('INSERT INTO notes (${columns.join(', ')}) VALUES ($placeholders)', values);
  await db.rawDelete('DELETE FROM notes WHERE id IN (${List.filled(values.length, '?').join(',')})', values);
}

Future<int> successes(Database db) async {
  const success = 'success';
  final rows = await db.rawQuery("SELECT COUNT(*) AS n FROM conn WHERE result = '$success'");
  return rows.first['n'] as int;
}
