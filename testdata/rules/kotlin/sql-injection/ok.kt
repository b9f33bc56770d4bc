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
