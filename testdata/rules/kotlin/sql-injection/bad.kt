import android.database.sqlite.SQLiteDatabase

class NoteDao(private val db: SQLiteDatabase) {
    fun find(title: String) =
        db.rawQuery("SELECT * FROM notes WHERE title = '$title'", null) // want "kotlin/sql-injection: rawQuery\\(\\) runs SQL"

    fun delete(id: String) {
        db.execSQL("DELETE FROM notes WHERE id = " + id) // want "kotlin/sql-injection: execSQL"
    }
}

class UserRepo(private val jdbc: JdbcTemplate, private val conn: java.sql.Connection) {
    fun byName(name: String) = jdbc.queryForList(String.format("SELECT * FROM users WHERE name = '%s'", name)) // want "kotlin/sql-injection: queryForList"

    fun drop(table: String) {
        conn.createStatement().execute("DROP TABLE " + table) // want "kotlin/sql-injection: execute"
        val where = "name = '" + table + "'"
        conn.createStatement().executeQuery("SELECT * FROM t WHERE $where") // want "kotlin/sql-injection: executeQuery"
        jdbc.update("DELETE FROM t WHERE n = '%s'".format(table)) // want "kotlin/sql-injection: update"
    }
}

// A when that passes the value itself through, and a String parameter.
class OrderSearch(private val jdbc: JdbcTemplate) {
    fun sorted(sort: String): List<Map<String, Any>> {
        val column = when (sort) {
            "" -> "id"
            else -> sort
        }
        return jdbc.queryForList("SELECT * FROM orders ORDER BY $column") // want "kotlin/sql-injection"
    }

    fun above(min: String) =
        jdbc.queryForList("SELECT * FROM orders WHERE total > $min") // want "kotlin/sql-injection"
}
