import java.sql.Connection

class Users(conn: Connection) {
  def find(name: String) = {
    val st = conn.prepareStatement("SELECT * FROM users WHERE name = ?")
    st.setString(1, name)
    st.executeQuery()
  }

  def byEmail(email: String) =
    sql"SELECT * FROM users WHERE email = $email".as[User]

  def count() = conn.createStatement().executeQuery("SELECT count(*) FROM users")

  def countTable() = {
    val table = "users"
    conn.createStatement().executeQuery(s"SELECT count(*) FROM $table")
  }

  def log(n: Int) = logger.update(s"updated $n users")
}

class LegacyDao(conn: java.sql.Connection) {
  def remove(name: String) = {
    val ps = conn.prepareStatement("DELETE FROM t WHERE n = ?")
    ps.setString(1, name)
    ps.executeUpdate()
  }
}

// A number, and a column picked by a match from the code's own names.
class Sorted(conn: java.sql.Connection) {
  def sorted(sort: String) = {
    val column = sort match {
      case "name" => "name"
      case "date" => "created_at"
      case _ => "id"
    }
    conn.createStatement().executeQuery(s"SELECT * FROM reports ORDER BY $column")
  }

  def byId(id: Long) = conn.createStatement().executeQuery(s"SELECT * FROM reports WHERE id = $id")
}
