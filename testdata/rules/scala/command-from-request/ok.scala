import javax.inject.Inject
import play.api.mvc._
import scala.sys.process._

class Tools @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def uptime = Action {
    Ok("uptime".!!)
  }

  def ping(count: String) = Action {
    val n = count.toInt
    Seq("ping", "-c", n.toString, "example.com").!
    Ok("done")
  }
}
