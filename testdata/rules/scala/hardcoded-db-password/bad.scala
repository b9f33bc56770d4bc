import slick.jdbc.PostgresProfile.api._

object Db {
  val db = Database.forURL("jdbc:postgresql://db/app", "app", "s3cr3t") // want "scala/hardcoded-db-password"
  val conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:test", "sa", "hunter2") // want "scala/hardcoded-db-password"
  val c2 = DriverManager.getConnection("jdbc:h2:mem:test", "sa", "hunter2") // want "scala/hardcoded-db-password"
}
