object Loader {
  def load(): Option[Config] =
    try Some(parse())
    catch {
      case NonFatal(e) => None
    }
  def load2(): Int =
    try compute()
    catch { case e: IOException => 0 }
  def load3(): Int =
    try compute()
    catch { case t: Throwable => log(t); throw t }
}
