import slick.jdbc.PostgresProfile.api._

object Db {
  val db = Database.forURL("jdbc:postgresql://db/app", "app", sys.env("DB_PASSWORD"))
  val mem = Database.forURL("jdbc:h2:mem:test", "sa", "")
}
