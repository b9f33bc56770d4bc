import java.sql.Connection

fun byName(conn: Connection, name: String) {
    val q = "SELECT * FROM users WHERE name = '$name'"
    conn.createStatement().executeQuery(q) // want "kotlin/sql-built-earlier"
    var sql = "DELETE FROM users WHERE name = '" + name + "'"
    conn.createStatement().executeUpdate(sql) // want "kotlin/sql-built-earlier"
}

class Reports(private val jdbc: org.springframework.jdbc.core.JdbcTemplate) {
    fun inList(ids: List<String>): List<Map<String, Any>> {
        val list = ids.joinToString(",") { "'$it'" }
        val sql = "SELECT * FROM reports WHERE id IN ($list)"
        return jdbc.queryForList(sql) // want "kotlin/sql-built-earlier"
    }
}
