import SQLite3
import GRDB

func remove(db: OpaquePointer?, id: String) {
    sqlite3_exec(db, "DELETE FROM sessions WHERE id = '\(id)'", nil, nil, nil) // want "swift/sql-injection"
}

func rename(queue: DatabaseQueue, id: Int64, name: String) throws {
    try queue.write { db in
        try db.execute(sql: "UPDATE users SET name = '" + name + "' WHERE id = \(id)") // want "swift/sql-injection"
    }
}

func find(db: OpaquePointer?, name: String) -> OpaquePointer? {
    var stmt: OpaquePointer?
    sqlite3_prepare_v2(db, "SELECT * FROM users WHERE name = '\(name)'", -1, &stmt, nil) // want "swift/sql-injection"
    return stmt
}
