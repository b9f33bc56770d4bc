import android.database.sqlite.SQLiteDatabase

class NoteDao(private val db: SQLiteDatabase) {
    fun find(title: String) =
        db.rawQuery("SELECT * FROM notes WHERE title = ?", arrayOf(title))

    fun delete(id: String) {
        db.execSQL("DELETE FROM notes WHERE id = ?", arrayOf(id))
        Log.d("NoteDao", "deleted $id")
    }
}
