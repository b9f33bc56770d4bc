import org.jetbrains.exposed.sql.transactions.TransactionManager
import org.springframework.r2dbc.core.DatabaseClient

class Repo(private val db: DatabaseClient) {
    fun byName(name: String) = db.sql("SELECT * FROM users WHERE name = '$name'").fetch().all() // want "kotlin/sql-template-other-apis"

    fun delete(id: String) {
        TransactionManager.current().exec("DELETE FROM users WHERE id = $id") // want "kotlin/sql-template-other-apis"
    }
}
