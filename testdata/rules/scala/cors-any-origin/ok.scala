import play.api.mvc._

class Api(cc: ControllerComponents) extends AbstractController(cc) {
  def data = Action {
    Ok("{}").withHeaders("Access-Control-Allow-Origin" -> "https://app.example.com", "Cache-Control" -> "*")
  }
}
