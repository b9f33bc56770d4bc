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
