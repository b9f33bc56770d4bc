import slick.jdbc.PostgresProfile.api._

object Repo {
  def all = sql"select id from users".as[Int].overrideSql("select id from users order by id")
  def byName(name: String) = sql"select id from users where name = $name".as[Int]
}
