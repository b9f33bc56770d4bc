import slick.jdbc.PostgresProfile.api._

object Repo {
  def byName(name: String) =
    sql"select id from users".as[Int].overrideSql(s"select id from users where name = '$name'") // want "scala/slick-override-sql"
}
