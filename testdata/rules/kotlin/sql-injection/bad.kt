import android.database.sqlite.SQLiteDatabase

class NoteDao(private val db: SQLiteDatabase) {
    fun find(title: String) =
        db.rawQuery("SELECT * FROM notes WHERE title = '$title'", null) // want "kotlin/sql-injection: rawQuery\\(\\) runs SQL"

    fun delete(id: String) {
        db.execSQL("DELETE FROM notes WHERE id = " + id) // want "kotlin/sql-injection: execSQL"
    }
}
