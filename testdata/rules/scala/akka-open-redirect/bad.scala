import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._

object Routes {
  val route =
    path("go") {
      parameter("url") { url =>
        redirect(url, StatusCodes.Found) // want "scala/akka-open-redirect"
      }
    }
}
