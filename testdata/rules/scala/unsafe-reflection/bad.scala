import javax.inject.Inject
import play.api.mvc._

class Plugins @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def load(name: String) = Action {
    val cls = Class.forName(name) // want "scala/unsafe-reflection"
    Ok(cls.getDeclaredConstructor().newInstance().toString)
  }
}
