import java.sql.Connection

object Users {
  def byName(conn: Connection, name: String) = {
    val q = s"SELECT * FROM users WHERE name = '$name'"
    conn.createStatement().executeQuery(q) // want "scala/sql-built-earlier"
  }

  def delete(conn: Connection, id: String) = {
    val sql = "DELETE FROM users WHERE id = " + id
    conn.createStatement().executeUpdate(sql) // want "scala/sql-built-earlier"
  }
}
