object Loader {
  def load(): Unit =
    try parse()
    catch {
      case e: IOException => log.warn("parse failed", e)
    }
}
