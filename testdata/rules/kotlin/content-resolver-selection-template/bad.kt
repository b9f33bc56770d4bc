import android.provider.ContactsContract

class ContactsRepository(private val context: Context) {
    fun findByName(name: String): Cursor? =
        context.contentResolver.query( // want "kotlin/content-resolver-selection-template"
            ContactsContract.Contacts.CONTENT_URI, null,
            "${ContactsContract.Contacts.DISPLAY_NAME} = '$name'", null, null)

    fun deleteOlderThan(days: String) {
        contentResolver.delete(NotesProvider.URI, "age > " + days, null) // want "kotlin/content-resolver-selection-template"
    }
}
