import javax.inject.Inject
import play.api.libs.ws.WSClient
import play.api.mvc._

class Proxy @Inject() (ws: WSClient, cc: ControllerComponents) extends AbstractController(cc) {
  def fetch(id: String) = Action.async {
    ws.url("https://api.example.com/items").addQueryStringParameters("id" -> id).get().map(r => Ok(r.body))
  }
}

class FixedHost @Inject()(ws: WSClient, cc: ControllerComponents) extends AbstractController(cc) {
  def user(id: String) = Action.async {
    ws.url(s"https://api.example.com/users/$id").get().map(r => Ok(r.body))
  }
  def item(id: String) = Action {
    Ok(Http("https://api.example.com/items/" + id).asString.body)
  }
}
