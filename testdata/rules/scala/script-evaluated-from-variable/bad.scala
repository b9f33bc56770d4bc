import javax.script.ScriptEngineManager
import scala.reflect.runtime.currentMirror
import scala.tools.reflect.ToolBox

object Calc {
  def js(expr: String): AnyRef = new ScriptEngineManager().getEngineByName("js").eval(expr) // want "scala/script-evaluated-from-variable"
  def scala(code: String): Any = {
    val tb = currentMirror.mkToolBox()
    tb.eval(tb.parse(code)) // want "scala/script-evaluated-from-variable"
  }
}
