import io.getquill._

object Repo {
  def byName(name: String) = quote {
    infix"SELECT * FROM users WHERE name = $name".as[Query[User]]
  }
}
