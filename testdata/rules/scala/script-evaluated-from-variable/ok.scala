import javax.script.ScriptEngineManager

object Calc {
  def js(): AnyRef = new ScriptEngineManager().getEngineByName("js").eval("1 + 2")
}
