import org.springframework.r2dbc.core.DatabaseClient

class Repo(private val db: DatabaseClient) {
    fun byName(name: String) = db.sql("SELECT * FROM users WHERE name = :name").bind("name", name).fetch().all()

    fun run(cmd: String) {
        Runtime.getRuntime().exec("ls $cmd")
        println("select $cmd")
    }
}
