import java.sql.Connection

fun byName(conn: Connection, name: String) {
    val q = "SELECT * FROM users WHERE name = ?"
    val ps = conn.prepareStatement(q)
    ps.setString(1, name)
    ps.executeQuery()
    val msg = "user $name selected"
    println(msg)
}

fun notSql(conn: Connection, name: String) {
    val label = "report for $name"
    conn.createStatement().execute(label)
}
