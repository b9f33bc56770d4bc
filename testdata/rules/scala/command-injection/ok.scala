import scala.sys.process._

object Shell {
  def ping(host: String): Int = Seq("ping", "-c", "1", host).!

  def uptime(): String = "uptime".!!

  def convert(file: String): Int = Process(Seq("convert", file, "out.png")).!

  def greet(name: String): String = s"hello $name".trim
}
