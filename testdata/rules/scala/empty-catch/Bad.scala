object Loader {
  def load(): Unit =
    try parse()
    catch {
      case _: IOException => // want "scala/empty-catch"
    }
  def close(): Unit = try c.close() catch { case e: Exception => () } // want "scala/empty-catch"
}
