import scala.sys.process._

object Net {
  def ping(host: String): Int = {
    val cmd = "uptime"
    cmd.!!
    Seq("ping", "-c", "1", host).!
  }
}
