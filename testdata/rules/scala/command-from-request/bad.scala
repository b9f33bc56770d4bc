import javax.inject.Inject
import play.api.mvc._
import scala.sys.process._

class Tools @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def run(cmd: String) = Action {
    val out = cmd.!! // want "scala/command-from-request"
    Ok(out)
  }

  def ping = Action { request =>
    val host = request.getQueryString("host").getOrElse("localhost")
    Seq("ping", "-c", "1", host).! // want "scala/command-from-request"
    Runtime.getRuntime.exec(host) // want "scala/command-from-request"
    Ok("done")
  }
}

object Build {
  def run(cmd: String): String = cmd.!! // want "scala/command-from-request"
}
