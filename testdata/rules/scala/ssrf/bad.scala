import javax.inject.Inject
import play.api.libs.ws.WSClient
import play.api.mvc._

class Proxy @Inject() (ws: WSClient, cc: ControllerComponents) extends AbstractController(cc) {
  def fetch(url: String) = Action.async {
    ws.url(url).get().map(r => Ok(r.body)) // want "scala/ssrf"
  }

  // the action's body is a lambda that uses the method's parameter
  def proxy(url: String) = Action.async { implicit request =>
    ws.url(url).get().map(r => Ok(r.body)) // want "scala/ssrf"
  }

  def peek = Action { request =>
    val target = request.getQueryString("u").get
    Ok(scala.io.Source.fromURL(target).mkString) // want "scala/ssrf"
  }
}

object Client {
  def get(url: String): String = scalaj.http.Http(url).asString.body // want "scala/ssrf"
}

class HostFromRequest @Inject()(ws: WSClient, cc: ControllerComponents) extends AbstractController(cc) {
  def status(host: String) = Action.async {
    ws.url(s"https://$host/status").get().map(r => Ok(r.body)) // want "scala/ssrf"
  }
  def suffix(rest: String) = Action {
    Ok(Http("https://api.example.com" + rest).asString.body) // want "scala/ssrf"
  }
}
