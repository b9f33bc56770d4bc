import akka.http.scaladsl.model.headers.RawHeader
import play.api.mvc._

class Api(cc: ControllerComponents) extends AbstractController(cc) {
  def data = Action {
    Ok("{}").withHeaders("Access-Control-Allow-Origin" -> "*") // want "scala/cors-any-origin"
  }
  val header = RawHeader("Access-Control-Allow-Origin", "*") // want "scala/cors-any-origin"
}
