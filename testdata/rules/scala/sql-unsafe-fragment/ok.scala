import doobie._
import doobie.implicits._
import scalikejdbc._

class Repo {
  def sorted(col: String) = {
    val order = col match {
      case "name" => Fragment.const("name")
      case _      => Fragment.const("id")
    }
    (fr"SELECT name FROM users ORDER BY" ++ order).query[String]
  }

  def byName(name: String) = sql"SELECT * FROM users WHERE name = $name".query[String]
}
