import javax.naming.InitialContext

object Lookup {
  def find(): AnyRef = {
    val ctx = new InitialContext()
    ctx.lookup("java:comp/env/jdbc/app")
  }
}
