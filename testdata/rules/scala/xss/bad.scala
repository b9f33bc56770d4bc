import javax.inject.Inject
import play.api.mvc._
import play.twirl.api.Html

class Pages @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def hello(name: String) = Action {
    Ok(Html(name)) // want "scala/xss"
  }

  def echo = Action { request =>
    val msg = request.getQueryString("m").getOrElse("")
    Ok(msg).as(HTML) // want "scala/xss"
  }
}

object AkkaRoutes {
  val route =
    path("hello") {
      parameter("name") { name =>
        complete(HttpEntity(ContentTypes.`text/html(UTF-8)`, s"<h1>Hello $name</h1>")) // want "scala/xss"
      }
    }
}
