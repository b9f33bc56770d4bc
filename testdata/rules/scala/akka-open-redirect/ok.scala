import akka.http.scaladsl.model.StatusCodes
import akka.http.scaladsl.server.Directives._

object Routes {
  val route =
    path("go") {
      parameter("id".as[Int]) { id =>
        redirect(s"/items/$id", StatusCodes.Found)
      }
    }
}
