import scala.sys.process._

object Deploy {
  def run(ref: String): Int = Seq("git", "log", ref).!
  def clean(): Int = Seq("sh", "-c", "rm -rf target").!
}
