import javax.naming.InitialContext

object Lookup {
  def find(name: String): AnyRef = {
    val ctx = new InitialContext()
    ctx.lookup(name) // want "scala/jndi-injection"
  }
}
