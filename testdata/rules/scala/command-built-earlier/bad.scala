import scala.sys.process._

object Net {
  def ping(host: String): String = {
    val cmd = s"ping -c 1 $host"
    cmd.!! // want "scala/command-built-earlier"
  }
}
