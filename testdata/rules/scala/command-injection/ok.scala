import scala.sys.process._

object Shell {
  def ping(host: String): Int = Seq("ping", "-c", "1", host).!

  def uptime(): String = "uptime".!!

  def convert(file: String): Int = Process(Seq("convert", file, "out.png")).!

  def greet(name: String): String = s"hello $name".trim
}

object Cleanup {
  import scala.sys.process._
  def run(days: Int) = s"find /var/log -mtime +$days".!
}
