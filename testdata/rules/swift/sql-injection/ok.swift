import SQLite3
import GRDB

func find(db: OpaquePointer?, name: String) -> OpaquePointer? {
    var stmt: OpaquePointer?
    sqlite3_prepare_v2(db, "SELECT * FROM users WHERE name = ?", -1, &stmt, nil)
    sqlite3_bind_text(stmt, 1, name, -1, nil)
    return stmt
}

func rename(queue: DatabaseQueue, id: Int64, name: String) throws {
    try queue.write { db in
        try db.execute(sql: "UPDATE users SET name = ? WHERE id = ?", arguments: [name, id])
        try db.execute(literal: "UPDATE users SET seen = 1 WHERE id = \(id)")
    }
}

func log(_ logger: Logger, _ n: Int) {
    logger.run("updated \(n) rows")
}
