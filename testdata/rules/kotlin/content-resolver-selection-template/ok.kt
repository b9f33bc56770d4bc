import android.provider.ContactsContract

class ContactsRepository(private val context: Context) {
    fun findByName(name: String): Cursor? =
        context.contentResolver.query(
            ContactsContract.Contacts.CONTENT_URI, null,
            "${ContactsContract.Contacts.DISPLAY_NAME} = ?", arrayOf(name), null)

    fun deleteOlderThan(days: String) {
        contentResolver.delete(NotesProvider.URI, "age > ?", arrayOf(days))
    }

    fun search(db: SQLiteDatabase, term: String) {
        repository.query("items where name = $term")
    }
}
