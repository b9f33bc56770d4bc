import scala.sys.process._

object Deploy {
  def run(script: String): Int = Seq("sh", "-c", script).! // want "scala/shell-command-variable"
  def run2(script: String): Int = Process(Seq("/bin/bash", "-c", script)).! // want "scala/shell-command-variable"
}
