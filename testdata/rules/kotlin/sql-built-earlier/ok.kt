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

// Values that are numbers, the code's own names, or placeholders.
class Reports(private val jdbc: org.springframework.jdbc.core.JdbcTemplate, private val conn: Connection) {
    fun byId(id: Int): List<Map<String, Any>> {
        val sql = "SELECT * FROM reports WHERE id = $id"
        return jdbc.queryForList(sql)
    }

    fun tableCount(): Int {
        val table = "reports"
        val sql = "SELECT COUNT(*) FROM $table"
        val rs = conn.createStatement().executeQuery(sql)
        return if (rs.next()) rs.getInt(1) else 0
    }

    fun inList(ids: List<Long>): List<Map<String, Any>> {
        val placeholders = ids.joinToString(",") { "?" }
        val sql = "SELECT * FROM reports WHERE id IN ($placeholders)"
        return jdbc.queryForList(sql, *ids.toTypedArray())
    }
}
