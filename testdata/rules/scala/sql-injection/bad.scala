import java.sql.Connection

class Users(conn: Connection) {
  def find(name: String) =
    conn.createStatement().executeQuery(s"SELECT * FROM users WHERE name = '$name'") // want "scala/sql-injection"

  def remove(id: String): Int =
    conn.createStatement().executeUpdate("DELETE FROM users WHERE id = " + id) // want "scala/sql-injection"

  def byEmail(email: String)(implicit c: Connection) =
    SQL(s"SELECT * FROM users WHERE email = '$email'").as(user.*) // want "scala/sql-injection"

  def sorted(column: String) =
    sql"SELECT * FROM users ORDER BY #$column".as[User] // want "scala/sql-injection"
}

class LegacyDao(stmt: java.sql.Statement) {
  def remove(name: String) =
    stmt.executeUpdate(String.format("DELETE FROM t WHERE n = '%s'", name)) // want "scala/sql-injection"
}

// The match passes the value itself through.
class Sorted(conn: java.sql.Connection) {
  def sorted(sort: String) = {
    val column = sort match {
      case "" => "id"
      case other => other
    }
    conn.createStatement().executeQuery(s"SELECT * FROM reports ORDER BY $column") // want "scala/sql-injection"
  }
}
