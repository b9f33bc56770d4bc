import java.sql.Connection

fun byName(conn: Connection, name: String) {
    val q = "SELECT * FROM users WHERE name = '$name'"
    conn.createStatement().executeQuery(q) // want "kotlin/sql-built-earlier"
    var sql = "DELETE FROM users WHERE name = '" + name + "'"
    conn.createStatement().executeUpdate(sql) // want "kotlin/sql-built-earlier"
}
