import SQLite3

final class UserStore {
    private var db: OpaquePointer?

    func deleteUser(named name: String) {
        let sql = "DELETE FROM users WHERE name = '\(name)'"
        sqlite3_exec(db, sql, nil, nil, nil) // want "swift/sql-built-earlier"
    }

    func find(id: String) -> OpaquePointer? {
        var stmt: OpaquePointer?
        var query = "SELECT * FROM users"
        query = "SELECT * FROM users WHERE id = " + id
        sqlite3_prepare_v2(db, query, -1, &stmt, nil) // want "swift/sql-built-earlier"
        return stmt
    }
}

func rename(_ db: Database, from old: String, to new: String) throws {
    let update = """
        UPDATE users SET name = '\(new)' WHERE name = '\(old)'
        """
    try db.execute(sql: update) // want "swift/sql-built-earlier"
}
