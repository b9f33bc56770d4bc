object Loader {
  def load(): Option[Config] =
    try Some(parse())
    catch {
      case t: Throwable => None // want "scala/catch-fatal-errors"
    }
  def load2(): Int =
    try compute()
    catch { case e => log(e); 0 } // want "scala/catch-fatal-errors"
}
