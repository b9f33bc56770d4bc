import SQLite3

final class UserStore {
    private var db: OpaquePointer?

    func deleteUser(named name: String) {
        var stmt: OpaquePointer?
        let sql = "DELETE FROM users WHERE name = ?"
        sqlite3_prepare_v2(db, sql, -1, &stmt, nil)
        sqlite3_bind_text(stmt, 1, name, -1, nil)
        sqlite3_step(stmt)
    }

    func createTables() {
        let sql = "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, name TEXT)"
        sqlite3_exec(db, sql, nil, nil, nil)
    }

    func log(name: String) {
        let message = "Selected \(name) where needed"
        print(message)
        let label = "user: \(name)"
        run(label)
    }
}

func rename(_ db: Database, from old: String, to new: String) throws {
    try db.execute(sql: "UPDATE users SET name = ? WHERE name = ?", arguments: [new, old])
    let request: SQLRequest<User> = "SELECT * FROM users WHERE name = \(new)"
    try db.execute(literal: "DELETE FROM users WHERE name = \(old)")
}
