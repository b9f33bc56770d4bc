import scala.sys.process._

object Shell {
  def ping(host: String): Process = Runtime.getRuntime.exec(s"ping -c 1 $host") // want "scala/command-injection"

  def list(dir: String): String = s"ls -la $dir".!! // want "scala/command-injection"

  def convert(file: String): Int = Process("convert " + file + " out.png").! // want "scala/command-injection"

  def archive(dir: String): Int = Seq("sh", "-c", s"tar czf backup.tgz $dir").! // want "scala/command-injection"
}
