import doobie._
import doobie.implicits._
import scalikejdbc._

class Repo {
  def sorted(col: String) =
    (fr"SELECT name FROM users ORDER BY" ++ Fragment.const(s"$col")).query[String] // want "scala/sql-unsafe-fragment"

  def order(col: String) = SQLSyntax.createUnsafely(s"ORDER BY $col") // want "scala/sql-unsafe-fragment"
}
