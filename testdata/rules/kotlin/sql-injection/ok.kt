import android.database.sqlite.SQLiteDatabase

class NoteDao(private val db: SQLiteDatabase) {
    fun find(title: String) =
        db.rawQuery("SELECT * FROM notes WHERE title = ?", arrayOf(title))

    fun delete(id: String) {
        db.execSQL("DELETE FROM notes WHERE id = ?", arrayOf(id))
        Log.d("NoteDao", "deleted $id")
    }
}

class UserRepo(private val jdbc: JdbcTemplate, private val conn: java.sql.Connection) {
    fun byName(name: String) = jdbc.queryForList("SELECT * FROM users WHERE name = ?", name)

    fun drop(table: String) {
        conn.createStatement().execute("VACUUM")
        val audit = "audit_log"
        conn.createStatement().executeQuery("SELECT COUNT(*) FROM $audit")
        jdbc.update("DELETE FROM t WHERE n = ?", table)
        cache.update("${table}-stats")
    }
}

// Numbers and a column picked by a when from the code's own names.
class OrderRepo(private val jdbc: JdbcTemplate) {
    fun sorted(sort: String): List<Map<String, Any>> {
        val column = when (sort) {
            "name" -> "name"
            "date" -> "created_at"
            else -> "id"
        }
        return jdbc.queryForList("SELECT * FROM orders ORDER BY $column")
    }

    fun above(min: Int, max: Long?) =
        jdbc.queryForList("SELECT * FROM orders WHERE total > $min AND total < ${max ?: 0}")

    fun page(raw: String): List<Map<String, Any>> {
        val n = raw.toInt()
        val limit: Int = raw.length
        return jdbc.queryForList("SELECT * FROM orders LIMIT $limit OFFSET $n")
    }
}

class Limits(private val jdbc: JdbcTemplate) {
    fun top(n: Int) = jdbc.queryForList(String.format("SELECT * FROM orders LIMIT %d", n))
}
